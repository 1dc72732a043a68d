/**
 * "Now" is 4 Dec 2026 for every test of the file (dates of this year show without the year). Only the clock is fake:
 * timers, promises and frames run for real.
 */
export function onFourthOfDecember(): void {
  beforeEach(() => {
    jest.useFakeTimers({
      now: new Date(2026, 11, 4, 12),
      doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback',
        'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
    });
  });
  afterEach(() => jest.useRealTimers());
}
