/**
 * A stand-in for the part of PDFKit's drawing API the illustration engine uses, writing SVG instead of PDF, so the
 * very same scene painters that draw the creation books also draw the pictures of lessons (served as image/svg+xml).
 *
 * It follows PDFKit's semantics wherever they differ from SVG's, so a scene looks the same in both:
 * - PDFKit's quadraticCurveTo writes PDF's `v` operator, a cubic curve whose first control point is the current point;
 * - ellipse/circle/roundedRect/polygon build the same Bézier paths PDFKit builds;
 * - save/restore scope the graphics state, transforms and clips (each transform or clip opens a <g>, restore closes
 *   the ones opened since the matching save);
 * - a gradient's coordinates are in the user space in force when it is used (gradientUnits="userSpaceOnUse");
 * - text at (x, y) has its top at y: the baseline is one ascender lower (Helvetica-Bold's 718/1000).
 * A method the engine starts using that is not here fails loudly (the media tests draw every scene through it).
 */

const KAPPA = (4 * (Math.SQRT2 - 1)) / 3;
const ASCENDER = 0.718;

type Point = [number, number];

interface GraphicsState {
  fill: string;
  stroke: string;
  fillOpacity: number;
  strokeOpacity: number;
  lineWidth: number;
  lineCap: string;
  lineJoin: string;
  dash: number[] | null;
  font: string;
  fontSize: number;
  /** <g> elements (transforms, clips) opened since the save that started this state. */
  openGroups: number;
}

/** What doc.linearGradient() returns: stops are added after it is made, so it is written out at the end. */
export class SvgLinearGradient {
  readonly stops: { offset: number; color: string; opacity?: number }[] = [];
  constructor(readonly id: string, readonly coords: [number, number, number, number]) {}
  stop(offset: number, color: string, opacity?: number): this {
    this.stops.push({ offset, color, opacity });
    return this;
  }
}

const num = (value: number): string => {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
};

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

const isRule = (value: unknown): value is string => typeof value === 'string' && /(even-?odd)|(non-?zero)/.test(value);
const ruleOf = (rule: unknown): string => (typeof rule === 'string' && /even-?odd/.test(rule) ? 'evenodd' : 'nonzero');

export class SvgCanvas {
  private readonly body: string[] = [];
  private readonly defs: string[] = [];
  private readonly gradients: SvgLinearGradient[] = [];
  private readonly stack: GraphicsState[] = [];
  private state: GraphicsState = {
    fill: '#000000', stroke: '#000000', fillOpacity: 1, strokeOpacity: 1, lineWidth: 1, lineCap: 'butt', lineJoin: 'miter',
    dash: null, font: 'Helvetica', fontSize: 12, openGroups: 0,
  };
  private path: string[] = [];
  private current: Point = [0, 0];
  private subpathStart: Point = [0, 0];
  private ids = 0;

  constructor(readonly width: number, readonly height: number) {}

  // ---- graphics state ----

  save(): this {
    this.stack.push(this.state);
    this.state = { ...this.state, dash: this.state.dash && [...this.state.dash], openGroups: 0 };
    return this;
  }

  restore(): this {
    const previous = this.stack.pop();
    if (!previous) return this;
    for (let index = 0; index < this.state.openGroups; index += 1) this.body.push('</g>');
    this.state = previous;
    return this;
  }

  fillColor(color: string | SvgLinearGradient, opacity?: number): this {
    this.state.fill = this.paint(color);
    if (opacity !== undefined) this.fillOpacity(opacity);
    return this;
  }

  strokeColor(color: string | SvgLinearGradient, opacity?: number): this {
    this.state.stroke = this.paint(color);
    if (opacity !== undefined) this.strokeOpacity(opacity);
    return this;
  }

  fillOpacity(opacity: number): this {
    if (opacity !== undefined && opacity !== null) this.state.fillOpacity = Math.max(0, Math.min(1, opacity));
    return this;
  }

  strokeOpacity(opacity: number): this {
    if (opacity !== undefined && opacity !== null) this.state.strokeOpacity = Math.max(0, Math.min(1, opacity));
    return this;
  }

  opacity(opacity: number): this {
    return this.fillOpacity(opacity).strokeOpacity(opacity);
  }

  lineWidth(width: number): this {
    this.state.lineWidth = width;
    return this;
  }

  lineCap(cap: string): this {
    this.state.lineCap = cap === 'square' ? 'square' : cap === 'round' ? 'round' : 'butt';
    return this;
  }

  lineJoin(join: string): this {
    this.state.lineJoin = join === 'round' ? 'round' : join === 'bevel' ? 'bevel' : 'miter';
    return this;
  }

  dash(length: number | number[], options: { space?: number } = {}): this {
    this.state.dash = Array.isArray(length) ? [...length] : [length, options.space ?? length];
    return this;
  }

  undash(): this {
    this.state.dash = null;
    return this;
  }

  font(name: string, size?: number): this {
    this.state.font = name;
    if (size !== undefined) this.state.fontSize = size;
    return this;
  }

  fontSize(size: number): this {
    this.state.fontSize = size;
    return this;
  }

  linearGradient(x1: number, y1: number, x2: number, y2: number): SvgLinearGradient {
    const gradient = new SvgLinearGradient(this.nextId('g'), [x1, y1, x2, y2]);
    this.gradients.push(gradient);
    return gradient;
  }

  // ---- transforms ----

  transform(a: number, b: number, c: number, d: number, e: number, f: number): this {
    if (a === 1 && b === 0 && c === 0 && d === 1 && e === 0 && f === 0) return this;
    this.openGroup(`<g transform="matrix(${[a, b, c, d, e, f].map(num).join(' ')})">`);
    return this;
  }

  translate(x: number, y: number): this {
    return this.transform(1, 0, 0, 1, x, y);
  }

  rotate(angle: number, options: { origin?: Point } = {}): this {
    const rad = (angle * Math.PI) / 180;
    const cos = Math.cos(rad);
    const sin = Math.sin(rad);
    // Turning about an origin: move it back to where the rotation would take it (PDFKit's formula).
    const [ox, oy] = options.origin ?? [0, 0];
    return this.transform(cos, sin, -sin, cos, ox - (ox * cos - oy * sin), oy - (ox * sin + oy * cos));
  }

  scale(xFactor: number, yFactor?: number): this {
    return this.transform(xFactor, 0, 0, yFactor ?? xFactor, 0, 0);
  }

  // ---- path construction (PDFKit's own geometry) ----

  moveTo(x: number, y: number): this {
    this.path.push(`M${num(x)} ${num(y)}`);
    this.current = [x, y];
    this.subpathStart = [x, y];
    return this;
  }

  lineTo(x: number, y: number): this {
    this.path.push(`L${num(x)} ${num(y)}`);
    this.current = [x, y];
    return this;
  }

  bezierCurveTo(cp1x: number, cp1y: number, cp2x: number, cp2y: number, x: number, y: number): this {
    this.path.push(`C${[cp1x, cp1y, cp2x, cp2y, x, y].map(num).join(' ')}`);
    this.current = [x, y];
    return this;
  }

  /** PDFKit's "quadratic" curve is PDF's `v`: a cubic whose first control point is the current point. */
  quadraticCurveTo(cpx: number, cpy: number, x: number, y: number): this {
    return this.bezierCurveTo(this.current[0], this.current[1], cpx, cpy, x, y);
  }

  closePath(): this {
    this.path.push('Z');
    this.current = this.subpathStart;
    return this;
  }

  rect(x: number, y: number, w: number, h: number): this {
    this.moveTo(x, y).lineTo(x + w, y).lineTo(x + w, y + h).lineTo(x, y + h).closePath();
    this.current = [x, y];
    return this;
  }

  roundedRect(x: number, y: number, w: number, h: number, radius = 0): this {
    const r = Math.max(0, Math.min(radius, 0.5 * w, 0.5 * h));
    const cp = r * (1 - KAPPA);
    this.moveTo(x + r, y).lineTo(x + w - r, y);
    if (r > 0) this.bezierCurveTo(x + w - cp, y, x + w, y + cp, x + w, y + r);
    this.lineTo(x + w, y + h - r);
    if (r > 0) this.bezierCurveTo(x + w, y + h - cp, x + w - cp, y + h, x + w - r, y + h);
    this.lineTo(x + r, y + h);
    if (r > 0) this.bezierCurveTo(x + cp, y + h, x, y + h - cp, x, y + h - r);
    this.lineTo(x, y + r);
    if (r > 0) this.bezierCurveTo(x, y + cp, x + cp, y, x + r, y);
    return this.closePath();
  }

  ellipse(cx: number, cy: number, r1: number, r2 = r1): this {
    const x = cx - r1;
    const y = cy - r2;
    const ox = r1 * KAPPA;
    const oy = r2 * KAPPA;
    const xe = x + r1 * 2;
    const ye = y + r2 * 2;
    this.moveTo(x, cy);
    this.bezierCurveTo(x, cy - oy, cx - ox, y, cx, y);
    this.bezierCurveTo(cx + ox, y, xe, cy - oy, xe, cy);
    this.bezierCurveTo(xe, cy + oy, cx + ox, ye, cx, ye);
    this.bezierCurveTo(cx - ox, ye, x, cy + oy, x, cy);
    return this.closePath();
  }

  circle(x: number, y: number, radius: number): this {
    return this.ellipse(x, y, radius);
  }

  polygon(...points: Point[]): this {
    const [first, ...rest] = points;
    if (!first) return this;
    this.moveTo(first[0], first[1]);
    for (const [x, y] of rest) this.lineTo(x, y);
    return this.closePath();
  }

  // ---- painting ----

  fill(color?: string | SvgLinearGradient, rule?: string): this {
    if (isRule(color)) [rule, color] = [color, undefined];
    if (color) this.fillColor(color);
    this.emitPath({ fill: true, rule });
    return this;
  }

  stroke(color?: string | SvgLinearGradient): this {
    if (color) this.strokeColor(color);
    this.emitPath({ stroke: true });
    return this;
  }

  fillAndStroke(fillColor?: string | SvgLinearGradient, strokeColor: string | SvgLinearGradient | undefined = fillColor, rule?: string): this {
    if (isRule(fillColor)) [rule, fillColor] = [fillColor, undefined];
    if (isRule(strokeColor)) [rule, strokeColor] = [strokeColor, fillColor];
    if (fillColor) {
      this.fillColor(fillColor);
      if (strokeColor) this.strokeColor(strokeColor);
    }
    this.emitPath({ fill: true, stroke: true, rule });
    return this;
  }

  /** Intersects the clip with the current path until the matching restore (PDF's `W n`: the path is used up). */
  clip(rule?: string): this {
    const id = this.nextId('c');
    this.defs.push(`<clipPath id="${id}"><path d="${this.path.join('')}" clip-rule="${ruleOf(rule)}"/></clipPath>`);
    this.path = [];
    this.openGroup(`<g clip-path="url(#${id})">`);
    return this;
  }

  /** Text drawn at once in the current fill, its top at y (PDFKit's default baseline). Single line: no wrapping. */
  text(text: string, x: number, y: number): this {
    const { font, fontSize } = this.state;
    const bold = /bold/i.test(font) ? ' font-weight="bold"' : '';
    const opacity = this.state.fillOpacity < 1 ? ` fill-opacity="${num(this.state.fillOpacity)}"` : '';
    this.body.push(
      `<text x="${num(x)}" y="${num(y + ASCENDER * fontSize)}" font-family="Helvetica, Arial, sans-serif"${bold} font-size="${num(fontSize)}" fill="${this.state.fill}"${opacity}>${escapeXml(text)}</text>`,
    );
    return this;
  }

  /** The finished document: every group still open (transforms outside any save) is closed. */
  toSvg(size: { width: number; height: number } = { width: this.width, height: this.height }): string {
    let open = this.state.openGroups;
    for (const frame of this.stack) open += frame.openGroups;
    const gradients = this.gradients.map((gradient) => {
      const [x1, y1, x2, y2] = gradient.coords;
      const stops = gradient.stops
        .map((stop) => `<stop offset="${num(stop.offset)}" stop-color="${escapeXml(stop.color)}"${stop.opacity === undefined ? '' : ` stop-opacity="${num(stop.opacity)}"`}/>`)
        .join('');
      return `<linearGradient id="${gradient.id}" gradientUnits="userSpaceOnUse" x1="${num(x1)}" y1="${num(y1)}" x2="${num(x2)}" y2="${num(y2)}">${stops}</linearGradient>`;
    });
    return [
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${num(this.width)} ${num(this.height)}" width="${num(size.width)}" height="${num(size.height)}" stroke-miterlimit="10">`,
      `<defs>${[...gradients, ...this.defs].join('')}</defs>`,
      ...this.body,
      '</g>'.repeat(open),
      '</svg>\n',
    ].join('');
  }

  private paint(color: string | SvgLinearGradient): string {
    return color instanceof SvgLinearGradient ? `url(#${color.id})` : escapeXml(color);
  }

  private openGroup(tag: string): void {
    this.body.push(tag);
    this.state.openGroups += 1;
  }

  private nextId(prefix: string): string {
    this.ids += 1;
    return `${prefix}${this.ids}`;
  }

  private emitPath(paint: { fill?: boolean; stroke?: boolean; rule?: string }): void {
    if (!this.path.length) return;
    const { state } = this;
    const attributes = [`d="${this.path.join('')}"`];
    if (paint.fill) {
      attributes.push(`fill="${state.fill}"`);
      if (state.fillOpacity < 1) attributes.push(`fill-opacity="${num(state.fillOpacity)}"`);
      if (ruleOf(paint.rule) === 'evenodd') attributes.push('fill-rule="evenodd"');
    } else {
      attributes.push('fill="none"');
    }
    if (paint.stroke) {
      attributes.push(`stroke="${state.stroke}"`, `stroke-width="${num(state.lineWidth)}"`);
      if (state.strokeOpacity < 1) attributes.push(`stroke-opacity="${num(state.strokeOpacity)}"`);
      if (state.lineCap !== 'butt') attributes.push(`stroke-linecap="${state.lineCap}"`);
      if (state.lineJoin !== 'miter') attributes.push(`stroke-linejoin="${state.lineJoin}"`);
      if (state.dash) attributes.push(`stroke-dasharray="${state.dash.map(num).join(' ')}"`);
    }
    this.body.push(`<path ${attributes.join(' ')}/>`);
    this.path = [];
  }
}
