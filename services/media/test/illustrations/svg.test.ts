import { JSDOM } from 'jsdom';
import { ILLUSTRATION_SCENE_NAMES } from '@wonderkin/shared';
import { illustrationSvg } from '../../src/illustrations/illustration-svg';
import { SCENE_NAMES } from '../../src/illustrations/scenes';

/** Parses strictly as XML (jsdom throws on anything malformed) and returns the root element. */
function svgRoot(svg: string): Element {
  return new JSDOM(svg, { contentType: 'image/svg+xml' }).window.document.documentElement;
}

describe('illustrations as SVG (the PDFKit drawing calls written as SVG)', () => {
  it('draws every scene the engine knows as a well-formed SVG document with real shapes in it', () => {
    for (const scene of SCENE_NAMES) {
      const root = svgRoot(illustrationSvg(scene, 5));
      expect([scene, root.tagName, root.namespaceURI, root.getAttribute('viewBox')]).toEqual([scene, 'svg', 'http://www.w3.org/2000/svg', '0 0 400 300']);
      expect([scene, root.querySelectorAll('path').length > 5]).toEqual([scene, true]);
    }
  });

  it('draws every scene lessons may name (the shared list), so no lesson links to a picture we cannot draw', () => {
    for (const scene of ILLUSTRATION_SCENE_NAMES) expect([scene, SCENE_NAMES.includes(scene)]).toEqual([scene, true]);
  });

  it('gives the same bytes for the same scene and seed, and moves the details for another seed', () => {
    const first = illustrationSvg('weather:rain', 3);
    expect(illustrationSvg('weather:rain', 3)).toBe(first);
    expect(illustrationSvg('weather:rain', 4)).not.toBe(first);
  });

  it('keeps PDFKit semantics: gradients, clips, transforms and text come out as SVG', () => {
    const root = svgRoot(illustrationSvg('robot:hello', 1));
    // The sky's gradient is referenced from the shape that uses it.
    const gradient = root.querySelector('linearGradient');
    expect(gradient?.getAttribute('gradientUnits')).toBe('userSpaceOnUse');
    expect(root.querySelector(`[fill="url(#${gradient!.id})"]`)).not.toBeNull();
    // drawIllustration clips to its box, and the robot says "BEEP!" in bold.
    expect(root.querySelector('clipPath path')).not.toBeNull();
    expect(root.querySelector('g[clip-path]')).not.toBeNull();
    const text = [...root.querySelectorAll('text')].map((node) => [node.textContent, node.getAttribute('font-weight')]);
    expect(text).toContainEqual(['BEEP!', 'bold']);
    // The rocket is turned with translate + rotate inside save/restore: one matrix group per call.
    const rocket = svgRoot(illustrationSvg('space:rocket', 1));
    expect([...rocket.querySelectorAll('g[transform]')].map((node) => node.getAttribute('transform'))).toContainEqual(expect.stringMatching(/^matrix\(0\.\d+ -?0\.\d+ /));
  });
});
