// axe-core over a jsdom tree (never imported by the app). jsdom has no layout and no canvas, so colour contrast and
// the visible-label check (icon ligatures are measured on a canvas) are left to the browser tests (tests/browser);
// everything else axe checks runs here. Returns the serious and critical problems, one line each.
import axe from 'axe-core';

export async function seriousAxeViolations(root: Element = document.body): Promise<string> {
  const results = await axe.run(root, { resultTypes: ['violations'], rules: { 'color-contrast': { enabled: false }, 'label-content-name-mismatch': { enabled: false } } });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
    .join('\n');
}
