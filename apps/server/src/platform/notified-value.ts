import { listen, type RawClient } from '@alphadesk/db';

/**
 * A value read from the database and kept in memory for as long as this process hears every
 * change to it: a NOTIFY on `channel` (sent by a trigger, so by any writer, delivered when its
 * transaction commits) forgets it in every process. Without the subscription (not started yet, or
 * its connection lost) every `get` reads the database, as if there were no copy. A read that began
 * before a change is answered but never kept.
 */
export interface NotifiedValue<T> {
  get(): Promise<T>;
  /** Forgets the copy now (a writer in this process, after its commit: before the NOTIFY arrives). */
  forget(): void;
  /** Whether `get` may answer from memory (the subscription is live). */
  readonly serving: boolean;
  stop(): Promise<void>;
}

export function createNotifiedValue<T>(options: {
  raw: RawClient | null;
  channel: string;
  read: () => Promise<T>;
}): NotifiedValue<T> {
  let kept: { value: T } | null = null;
  let generation = 0;
  let subscribed = false;
  let started: Promise<() => Promise<void>> | null = null;
  let stopped = false;

  const forget = () => {
    generation++;
    kept = null;
  };

  function ensureStarted() {
    if (started || stopped || !options.raw) return;
    started = listen(options.raw, options.channel, {
      onMessage: forget,
      onSubscribed: () => {
        forget();
        subscribed = true;
      },
      onLost: () => {
        subscribed = false;
        forget();
      },
    }).catch(() => async () => undefined);
  }

  return {
    async get() {
      if (subscribed && kept) return kept.value;
      ensureStarted();
      const since = generation;
      const value = await options.read();
      if (subscribed && since === generation) kept = { value };
      return value;
    },
    forget,
    get serving() {
      return subscribed;
    },
    async stop() {
      stopped = true;
      subscribed = false;
      forget();
      const stop = await started;
      await stop?.();
    },
  };
}
