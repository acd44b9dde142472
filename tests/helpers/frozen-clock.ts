import { afterEach, beforeEach, jest } from "@jest/globals";

/**
 * Stops `Date` (only: timers, promises and I/O run as usual) at the real time now, so a test
 * counting against fixed windows (an hour of feedback quotas, a minute of mail) cannot straddle a
 * window's end and see its counters start again from zero halfway through. Undo with
 * `jest.useRealTimers()`.
 */
export function freezeDate() {
  jest.useFakeTimers({
    now: Date.now(),
    doNotFake: [
      "hrtime",
      "nextTick",
      "performance",
      "queueMicrotask",
      "requestAnimationFrame",
      "cancelAnimationFrame",
      "requestIdleCallback",
      "cancelIdleCallback",
      "setImmediate",
      "clearImmediate",
      "setInterval",
      "clearInterval",
      "setTimeout",
      "clearTimeout",
    ],
  });
}

/** `freezeDate()` for each test of the file, at the time it starts. */
export function freezeDateEachTest() {
  beforeEach(() => freezeDate());
  afterEach(() => {
    jest.useRealTimers();
  });
}
