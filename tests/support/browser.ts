import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

/**
 * Debian's chromium driven by playwright-core (never `playwright install`). One persistent context per call, in a
 * fresh profile directory, so cookies never leak between tests.
 *
 *   const browser = await launchBrowser();
 *   const page = await browser.newPage(375);
 *   await page.goto(stack.baseUrl);
 *   await browser.close();
 */
export interface LaunchedBrowser {
  context: BrowserContext;
  /** A new page with the given viewport width (default 1280; height follows a phone or desktop shape). */
  newPage(width?: number): Promise<Page>;
  /** Closes the browser and removes its profile directory. */
  close(): Promise<void>;
}

const REPO_ROOT = path.resolve(__dirname, '../..');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Without the background-networking flags Chromium floods the closed network (TOOLCHAIN.md). */
export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

export function viewportFor(width: number): { width: number; height: number } {
  return { width, height: width < 700 ? 812 : 900 };
}

export interface LaunchOptions {
  /** More chromium flags, after CHROMIUM_ARGS (e.g. a fake microphone: --use-fake-device-for-media-stream). */
  extraArgs?: string[];
}

export async function launchBrowser({ extraArgs = [] }: LaunchOptions = {}): Promise<LaunchedBrowser> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium is not installed at ${CHROMIUM_PATH} (apt-get install chromium, or set CHROMIUM_PATH).`);
  }
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wk-chromium-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, ...extraArgs],
    viewport: viewportFor(1280),
  });
  // The persistent context opens one blank page; close it so every test's page is its own.
  for (const page of context.pages()) await page.close();
  return {
    context,
    async newPage(width = 1280) {
      const page = await context.newPage();
      await page.setViewportSize(viewportFor(width));
      return page;
    },
    async close() {
      await context.close();
      fs.rmSync(profileDir, { recursive: true, force: true });
    },
  };
}

/**
 * Waits until the page's buttons work: a prerendered page (/, /free, /custombooks, /links: its HTML is there before
 * any script runs, html[data-prerendered]) once React has hydrated it (html[data-hydrated]); any other page at once
 * (the app renders it, so what a test waited for is already live).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.documentElement.hasAttribute('data-prerendered') || document.documentElement.hasAttribute('data-hydrated'));
}

/** Saves a full-page screenshot to test-results/screenshots/<name>-<viewportWidth>.png and returns the path. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  const width = page.viewportSize()?.width ?? 0;
  const safeName = name.replace(/[^\w.-]+/g, '-');
  const file = path.join(REPO_ROOT, 'test-results', 'screenshots', `${safeName}-${width}.png`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

export interface AxeViolation {
  id: string;
  impact: 'serious' | 'critical';
  description: string;
  help: string;
  helpUrl: string;
  nodes: { target: string[]; html: string; failureSummary?: string }[];
}

let axeScript: string | undefined;
function axeSource(): string {
  axeScript ??= fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  return axeScript;
}

/** Runs axe-core on the page and returns the serious and critical violations (an accessible page returns []). */
export async function axeScan(page: Page): Promise<AxeViolation[]> {
  const hasAxe = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined');
  // Evaluated through the DevTools protocol rather than added as a <script>: the gateway's CSP (which tests keep
  // enforced, so a blocked script or style shows up) forbids inline scripts.
  if (!hasAxe) await page.evaluate(axeSource());
  // Scan what the page settles on: a fade-in caught half way reads as low contrast (the progress overlay once did).
  // Endless animations (spinners) are left running.
  await page.evaluate(() => Promise.all(document.getAnimations()
    .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
    .map((animation) => animation.finished.catch(() => undefined))));
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      description: violation.description,
      help: violation.help,
      helpUrl: violation.helpUrl,
      nodes: violation.nodes.map((node: { target: string[]; html: string; failureSummary?: string }) => ({
        target: node.target, html: node.html, failureSummary: node.failureSummary,
      })),
    }));
  });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical') as AxeViolation[];
}

/** A readable one-line-per-problem description of axe violations, for assertion messages. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
    .join('\n');
}
