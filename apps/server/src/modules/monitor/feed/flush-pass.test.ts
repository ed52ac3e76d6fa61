import { describe, expect, it } from 'vitest';
import { FlushPass, type Flushable } from './flush-pass.ts';

/** Holds the thread for `ms`, as a socket write to a busy loopback does. */
const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

/** Clients that record the order they are flushed in; `onFlush` runs inside a client's flush. */
function clientsRecording(count: number, msEach: number, onFlush: (index: number) => void = () => {}) {
  const flushed: number[] = [];
  const clients: Flushable[] = Array.from({ length: count }, (_, index) => ({
    flush() {
      flushed.push(index);
      busy(msEach);
      onFlush(index);
    },
  }));
  return { clients, flushed };
}

const settled = (pass: { flushed: number[] }, count: number) =>
  new Promise<void>((resolve) => {
    const look = () => (pass.flushed.length >= count ? resolve() : setTimeout(look, 5));
    look();
  });

describe('live feed flush pass', () => {
  it('a long pass lets timers run between its slices', async () => {
    const pass = new FlushPass();
    let flushedWhenTimerRan = -1;
    // 300 clients × 0.1 ms: a 30 ms pass. The timer is set while the first client is flushed.
    const run = clientsRecording(300, 0.1, (index) => {
      if (index === 0) setTimeout(() => (flushedWhenTimerRan = run.flushed.length), 0);
    });
    for (const client of run.clients) pass.add(client);
    await settled(run, 300);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(flushedWhenTimerRan).toBeGreaterThan(0);
    expect(flushedWhenTimerRan).toBeLessThan(300);
    expect(run.flushed).toEqual(Array.from({ length: 300 }, (_, i) => i));
  });

  it('a client added mid-pass is flushed once more in the next pass, after every client of this one', async () => {
    const pass = new FlushPass();
    const run = clientsRecording(300, 0.1, (index) => {
      // Client 0 has something new while the first pass is still under way.
      if (index === 0 && run.flushed.length === 1) setTimeout(() => pass.add(run.clients[0]!), 0);
    });
    for (const client of run.clients) pass.add(client);
    await settled(run, 301);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(run.flushed).toEqual([...Array.from({ length: 300 }, (_, i) => i), 0]);
  });

  it('waits the interval between the starts of two passes', async () => {
    const pass = new FlushPass(60);
    const run = clientsRecording(2, 0);
    const started = performance.now();
    pass.add(run.clients[0]!);
    await settled(run, 1);
    pass.add(run.clients[1]!);
    await settled(run, 2);
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
    expect(run.flushed).toEqual([0, 1]);
  });
});
