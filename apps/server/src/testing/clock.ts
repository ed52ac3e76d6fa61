/**
 * A clock a test file gives its server (`createTestServer({ now: clock.now })`). Each test starts it
 * where it needs it (`beforeEach(() => clock.reset())` or `clock.set(…)`), so no test depends on
 * where an earlier one left the time.
 */
export interface TestClock {
  now: () => Date;
  /** Moves the clock to an instant (ISO string or epoch milliseconds). */
  set(to: string | number): void;
  advance(ms: number): void;
  /** Back to the instant the clock was made with. */
  reset(): void;
}

export function createTestClock(start: string | number): TestClock {
  const toMs = (value: string | number) => (typeof value === 'string' ? Date.parse(value) : value);
  const initial = toMs(start);
  if (Number.isNaN(initial)) throw new Error(`not an instant: ${start}`);
  let at = initial;
  return {
    now: () => new Date(at),
    set(to) {
      at = toMs(to);
    },
    advance(ms) {
      at += ms;
    },
    reset() {
      at = initial;
    },
  };
}
