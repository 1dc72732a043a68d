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

export interface SessionOptions extends Pick<StartStackOptions, 'env'> {
  /** This file stops, kills or restarts processes: it needs a stack of its own even when a shared one runs. */
  own?: boolean;
}

const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 30_000;

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The ${what} is not started: use it inside a test or a hook, after beforeAll.`);
  return value;
}

/**
 * The run's shared stack (tests/support/shared-stack.cjs), when there is one and the file can use it: it has no settings
 * of its own and does not stop or restart processes. Its data is shared with the other files: tests tell theirs apart
 * by the ids and addresses they create.
 */
function sharedStack(options: SessionOptions): Stack | undefined {
  const shared = process.env.WK_SHARED_STACK;
  if (!shared?.startsWith('{') || options.env || options.own) return undefined;
  const { baseUrl, env, logDir } = JSON.parse(shared) as Pick<Stack, 'baseUrl' | 'env' | 'logDir'>;
  const refuse = async (): Promise<never> => {
    throw new Error('The shared stack is not this file\'s to stop or restart: use useStack(label, { own: true }).');
  };
  return { baseUrl, env, logDir, stop: async () => undefined, restart: refuse, kill: refuse, start: refuse };
}

async function stackFor(label: string | undefined, options: SessionOptions): Promise<Stack> {
  return sharedStack(options) ?? startStack({ label, env: options.env });
}

/** Starts the whole stack before the block's tests (or uses the run's shared one) and stops it after them. */
export function useStack(label?: string, options: SessionOptions = {}): StackSession {
  let stack: Stack | undefined;
  beforeAll(async () => {
    stack = await stackFor(label, options);
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

/** Starts the whole stack (or uses the shared one) and one chromium before the block's tests; closes them after. */
export function useStackAndBrowser(label?: string, options: SessionOptions = {}): StackAndBrowserSession {
  let stack: Stack | undefined;
  let browser: LaunchedBrowser | undefined;
  beforeAll(async () => {
    stack = await stackFor(label, options);
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
