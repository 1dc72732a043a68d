import type { Random } from './random';

/** Ink style: "color" for screens (gradients, full fills), "line" for print (white background, outlines, light tints). */
export type ArtStyle = 'color' | 'line';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Palette {
  skyTop: string;
  skyBottom: string;
  ground: string;
  groundDark: string;
  accents: string[];
}

export const PALETTES: Record<string, Palette> = {
  sunset: { skyTop: '#ffb37a', skyBottom: '#ffe3a3', ground: '#8d6e63', groundDark: '#6d4c41', accents: ['#ff7043', '#ffca28', '#ab47bc', '#26a69a'] },
  meadow: { skyTop: '#7ec8f8', skyBottom: '#d7f0ff', ground: '#7cc576', groundDark: '#4e9a4b', accents: ['#ff8a65', '#ffd54f', '#ba68c8', '#4fc3f7'] },
  jungle: { skyTop: '#9be7c4', skyBottom: '#e8fbd9', ground: '#8bc34a', groundDark: '#558b2f', accents: ['#ff7043', '#ffca28', '#26a69a', '#7e57c2'] },
  night: { skyTop: '#1a1446', skyBottom: '#3b2f87', ground: '#5c4f9e', groundDark: '#40357a', accents: ['#ffd54f', '#ff7eb6', '#4dd0e1', '#b388ff'] },
  ocean: { skyTop: '#4fc3f7', skyBottom: '#0d47a1', ground: '#f4d58d', groundDark: '#d9b25f', accents: ['#ff8a65', '#ffd54f', '#f06292', '#80deea'] },
  candy: { skyTop: '#ffd1e8', skyBottom: '#fff4e0', ground: '#f3c9a1', groundDark: '#d9a074', accents: ['#ff80ab', '#ffd54f', '#80d8ff', '#b9f6ca'] },
  tech: { skyTop: '#b3e5fc', skyBottom: '#e8f5e9', ground: '#b0bec5', groundDark: '#78909c', accents: ['#29b6f6', '#ffca28', '#ef5350', '#66bb6a'] },
  royal: { skyTop: '#c5b3ff', skyBottom: '#ffe6f7', ground: '#9ccc65', groundDark: '#689f38', accents: ['#f06292', '#ffd54f', '#7e57c2', '#4fc3f7'] },
};

export function paletteFor(name: string | undefined): Palette {
  // Own keys only: a generator's "constructor" would otherwise find Object.prototype's member.
  return (name && Object.hasOwn(PALETTES, name) && PALETTES[name]) || PALETTES.meadow;
}

function toRgb(hex: string): [number, number, number] {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? value.split('').map((c) => c + c).join('') : value;
  const number = parseInt(full, 16);
  return [(number >> 16) & 255, (number >> 8) & 255, number & 255];
}

/** Mixes two colors: amount 0 = a, 1 = b. */
export function mix(a: string, b: string, amount: number): string {
  const [r1, g1, b1] = toRgb(a);
  const [r2, g2, b2] = toRgb(b);
  const channel = (x: number, y: number) => Math.round(x + (y - x) * amount).toString(16).padStart(2, '0');
  return `#${channel(r1, r2)}${channel(g1, g2)}${channel(b1, b2)}`;
}
export const lighten = (color: string, amount: number) => mix(color, '#ffffff', amount);
export const darken = (color: string, amount: number) => mix(color, '#000000', amount);

export const INK = '#2b2b3a';

/**
 * Records the path-building calls of a painter once (d.circle(…).ellipse(…)…), so the same path can be drawn twice
 * (outline, then fill) even when the painter picks random sizes while building it.
 */
function recordPath(path: (doc: PDFKit.PDFDocument) => void): (doc: PDFKit.PDFDocument) => void {
  const calls: [string | symbol, unknown[]][] = [];
  const recorder: PDFKit.PDFDocument = new Proxy({} as PDFKit.PDFDocument, {
    get: (_target, name) => (...args: unknown[]) => {
      calls.push([name, args]);
      return recorder;
    },
  });
  path(recorder);
  return (doc) => {
    const target = doc as unknown as Record<string | symbol, (...args: unknown[]) => unknown>;
    for (const [name, args] of calls) target[name](...args);
  };
}

/**
 * The bold font for words inside a picture ("BEEP!", "FLOUR", "zzz"): the book's embedded bold face when the document
 * registered one (pdf/fonts), so print PDFs embed every font they use; else the built-in Helvetica.
 */
export function labelFont(doc: PDFKit.PDFDocument): string {
  const registered = (doc as unknown as { _registeredFonts?: Record<string, unknown> })._registeredFonts ?? {};
  return 'BodyBold' in registered ? 'BodyBold' : 'Helvetica-Bold';
}

/**
 * Drawing context handed to every scene and icon painter. Scene painters draw in a 400×300 virtual canvas,
 * icons in a 100×100 one; drawIllustration/drawIcon scale it into the target box.
 */
export class Art {
  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly random: Random,
    readonly palette: Palette,
    readonly style: ArtStyle,
  ) {}

  get line(): boolean {
    return this.style === 'line';
  }

  /**
   * A filled shape: full color on screen; a light tint with a dark outline in print. A shape may be built from
   * overlapping parts (a cloud's circles, a bone's ends): only the outline of the whole is inked, never the parts'
   * own edges inside it (no construction lines). The outline is stroked at twice its width first and the fill then
   * covers its inner half and every inner edge. A see-through shading (opacity 0.6 or less: a shadow, a highlight, a
   * blush) is a tint in print, never an outlined shape of its own.
   */
  shape(color: string, path: (doc: PDFKit.PDFDocument) => void, options: { outline?: boolean; opacity?: number } = {}): void {
    const { doc } = this;
    if (this.line && options.opacity !== undefined && options.opacity <= 0.6) {
      doc.save();
      path(doc);
      doc.fill(lighten(color, 0.82));
      doc.restore();
      return;
    }
    if (this.line || (options.outline && options.opacity === undefined)) {
      const replay = recordPath(path);
      const [fill, ink, width] = this.line ? [lighten(color, 0.82), INK, 1.6] : [color, darken(color, 0.45), 1.4];
      doc.save();
      replay(doc);
      doc.lineWidth(width * 2).lineJoin('round').lineCap('round').stroke(ink);
      doc.restore();
      doc.save();
      replay(doc);
      doc.fill(fill);
      doc.restore();
      return;
    }
    doc.save();
    path(doc);
    if (options.outline) {
      doc.fillOpacity(options.opacity!);
      doc.lineWidth(1.4).lineJoin('round');
      doc.fillAndStroke(color, darken(color, 0.45));
    } else {
      if (options.opacity !== undefined) doc.fillOpacity(options.opacity);
      doc.fill(color);
    }
    doc.restore();
  }

  /** Background-only fill (sky, water, glow): skipped in print, where paper stays white. */
  backdrop(color: string | [string, string], path: (doc: PDFKit.PDFDocument) => void, gradient?: [number, number, number, number], opacity?: number): void {
    if (this.line) return;
    const { doc } = this;
    doc.save();
    path(doc);
    if (opacity !== undefined) doc.fillOpacity(opacity);
    if (Array.isArray(color)) {
      const [x1, y1, x2, y2] = gradient ?? [0, 0, 0, 300];
      const grad = doc.linearGradient(x1, y1, x2, y2);
      grad.stop(0, color[0]).stop(1, color[1]);
      doc.fill(grad);
    } else {
      doc.fill(color);
    }
    doc.restore();
  }

  /** A stroked line (outlines, details); in print always dark ink. */
  stroke(color: string, width: number, path: (doc: PDFKit.PDFDocument) => void, dash?: number): void {
    const { doc } = this;
    doc.save();
    path(doc);
    doc.lineWidth(width).lineCap('round').lineJoin('round');
    if (dash) doc.dash(dash, { space: dash });
    doc.stroke(this.line ? INK : color);
    doc.restore();
  }

  /** Small solid details (eyes, noses): always dark. */
  ink(path: (doc: PDFKit.PDFDocument) => void, color = INK): void {
    const { doc } = this;
    doc.save();
    path(doc);
    doc.fill(this.line ? INK : color);
    doc.restore();
  }
}
