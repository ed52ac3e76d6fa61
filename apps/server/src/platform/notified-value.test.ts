import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '@alphadesk/db';
import { eventually } from '../testing/eventually.ts';
import { createTestServer, type TestServer } from '../testing/server.ts';
import { createNotifiedValue } from './notified-value.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

let channels = 0;
const channelName = () => `test_notified_value_${process.pid}_${++channels}`;

/** A value whose reads are counted, each answering a fresh object. */
function counted(channel: string, raw = server.database.raw) {
  let reads = 0;
  let gate: Promise<void> | null = null;
  const value = createNotifiedValue({
    raw,
    channel,
    read: async () => {
      reads++;
      await gate;
      return { read: reads };
    },
  });
  return {
    value,
    reads: () => reads,
    hold(until: Promise<void>) {
      gate = until;
    },
  };
}

const notify = (channel: string) => server.database.db.execute(sql`select pg_notify(${channel}, '')`);

/** Reads until the subscription is live and the answer comes from memory. */
async function warm(value: { get(): Promise<object>; serving: boolean }) {
  return eventually(async () => {
    const first = await value.get();
    return value.serving && (await value.get()) === first ? first : undefined;
  });
}

describe('a value kept while its changes are heard', () => {
  it('answers from memory once subscribed, and reads again after a NOTIFY from any connection', async () => {
    const channel = channelName();
    const { value, reads } = counted(channel);
    try {
      const kept = await warm(value);
      const readsWhenKept = reads();
      expect(await value.get()).toBe(kept);
      expect(reads()).toBe(readsWhenKept);
      await notify(channel);
      const fresh = await eventually(async () => {
        const answer = await value.get();
        return answer !== kept ? answer : undefined;
      });
      expect(reads()).toBeGreaterThan(readsWhenKept);
      expect(await value.get()).toBe(fresh);
    } finally {
      await value.stop();
    }
  });

  it('forgets at once when told by a writer of this process', async () => {
    const { value } = counted(channelName());
    try {
      const kept = await warm(value);
      value.forget();
      expect(await value.get()).not.toBe(kept);
    } finally {
      await value.stop();
    }
  });

  it('does not keep what a read started before a change returned', async () => {
    const channel = channelName();
    const { value, hold } = counted(channel);
    try {
      await warm(value);
      value.forget();
      let release = () => undefined as void;
      hold(new Promise<void>((resolve) => (release = resolve)));
      const inFlight = value.get();
      await notify(channel);
      // The notification reaches the listener while the read is still waiting.
      await new Promise((resolve) => setTimeout(resolve, 200));
      release();
      hold(Promise.resolve());
      const stale = await inFlight;
      expect(await value.get()).not.toBe(stale);
    } finally {
      await value.stop();
    }
  });

  it('reads every time without a database to listen on, and after it stopped', async () => {
    const { value, reads } = counted(channelName(), null as never);
    const first = await value.get();
    expect(await value.get()).not.toBe(first);
    expect(reads()).toBe(2);
    expect(value.serving).toBe(false);

    const other = counted(channelName());
    await warm(other.value);
    await other.value.stop();
    const afterStop = other.reads();
    await other.value.get();
    await other.value.get();
    expect(other.reads()).toBe(afterStop + 2);
  });
});
