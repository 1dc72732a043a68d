import { launchBrowser, type LaunchedBrowser } from './browser';
import { startStack, type Stack, type StartStackOptions } from './stack';

/**
 * The setup every browser test shares: one whole stack (and, with useStackAndBrowser, one chromium) for the
 * describe block it is called in, started in beforeAll and stopped in afterAll. Read them through the getters,
 * inside hooks and tests (they exist only once beforeAll has run).
 *
 *   const session = useStackAndBrowser('landing');
 *   it('…', async () => {
 *     const page = await session.browser.newPage(375);
 *     await page.goto(session.stack.baseUrl);
 *   });
 *
 * Hooks a test file adds afterwards run after these (jest runs hooks in the order they are declared).
 */
export interface StackSession {
  readonly stack: Stack;
}

export interface StackAndBrowserSession extends StackSession {
  readonly browser: LaunchedBrowser;
}

export type SessionOptions = Pick<StartStackOptions, 'env'>;

const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 30_000;

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The ${what} is not started: use it inside a test or a hook, after beforeAll.`);
  return value;
}

/** Starts the whole stack before the block's tests and stops it after them. */
export function useStack(label?: string, options: SessionOptions = {}): StackSession {
  let stack: Stack | undefined;
  beforeAll(async () => {
    stack = await startStack({ label, env: options.env });
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await stack?.stop();
  }, STOP_TIMEOUT_MS);
  return {
    get stack() {
      return required(stack, 'stack');
    },
  };
}

/** Starts the whole stack and one chromium before the block's tests; closes the browser and stops the stack after them. */
export function useStackAndBrowser(label?: string, options: SessionOptions = {}): StackAndBrowserSession {
  let stack: Stack | undefined;
  let browser: LaunchedBrowser | undefined;
  beforeAll(async () => {
    stack = await startStack({ label, env: options.env });
    browser = await launchBrowser();
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  }, STOP_TIMEOUT_MS);
  return {
    get stack() {
      return required(stack, 'stack');
    },
    get browser() {
      return required(browser, 'browser');
    },
  };
}
