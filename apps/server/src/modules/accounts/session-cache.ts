import { listen, sql, type Db, type RawClient } from '@alphadesk/db';
import type { AuthContext } from '../../platform/access.ts';

/** The NOTIFY channel on which every process hears that a user or a session family changed. */
export const sessionChangesChannel = 'alphadesk_session_changes';

/** What changed: a user (tier, status, deletion, every family) or one session family. */
export type SessionChange = { userId: string } | { familyId: string };

const payloadOf = (change: SessionChange) =>
  'userId' in change ? `user:${change.userId}` : `family:${change.familyId}`;

function changeOf(payload: string): SessionChange | null {
  const [kind, id] = [payload.slice(0, payload.indexOf(':')), payload.slice(payload.indexOf(':') + 1)];
  if (!id) return null;
  if (kind === 'user') return { userId: id };
  if (kind === 'family') return { familyId: id };
  return null;
}

interface Entry {
  caller: AuthContext;
  /** Epoch ms after which the entry is not used: the TTL, the token's exp and the session's end. */
  until: number;
}

export interface SessionCacheOptions {
  /** How long a verified session is trusted without asking the database again. */
  ttlMs: number;
  /** Entries kept at most (the oldest go first). */
  maxEntries: number;
  now: () => Date;
}

/**
 * Verified access tokens of live sessions, kept briefly so a member's requests do not each verify
 * the signature and read the session. Trusted only while the process hears every change: a write
 * that ends a session or changes a user (sign-out, revocation, password change, suspension,
 * deletion, a tier change) forgets the entries it touches here at once and notifies every process
 * on `sessionChangesChannel` when its transaction commits. Without the subscription (not started
 * yet, or its connection lost) nothing is served from memory.
 */
export function createSessionCache(options: SessionCacheOptions) {
  const entries = new Map<string, Entry>();
  let subscribed = false;
  // Bumped by every change: a lookup that began before a change does not store what it read.
  let generation = 0;

  function forget(change: SessionChange) {
    generation++;
    for (const [token, entry] of entries) {
      if (
        'userId' in change
          ? entry.caller.userId === change.userId
          : entry.caller.sessionId === change.familyId
      )
        entries.delete(token);
    }
  }
  function forgetAll() {
    generation++;
    entries.clear();
  }

  return {
    get(token: string): AuthContext | null {
      if (!subscribed) return null;
      const entry = entries.get(token);
      if (!entry) return null;
      if (entry.until <= options.now().getTime()) {
        entries.delete(token);
        return null;
      }
      return entry.caller;
    },
    /** The value to hand back to `put` for a lookup that starts now. */
    generation: () => generation,
    /** Stores a caller read from the database, unless something changed since the lookup began. */
    put(token: string, caller: AuthContext, until: number, since: number) {
      if (!subscribed || since !== generation) return;
      const capped = Math.min(until, options.now().getTime() + options.ttlMs);
      if (capped <= options.now().getTime()) return;
      if (entries.size >= options.maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(token, { caller: { ...caller }, until: capped });
    },
    forget,
    /** A notification from any process (this one included). */
    heard(payload: string) {
      const change = changeOf(payload);
      if (change) forget(change);
      else forgetAll();
    },
    subscribed() {
      forgetAll();
      subscribed = true;
    },
    lost() {
      subscribed = false;
      forgetAll();
    },
    get size() {
      return entries.size;
    },
    get serving() {
      return subscribed;
    },
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;

/**
 * What the repository calls after each write that ends a session or changes a user: forgets it
 * locally at once, and notifies every process through `db` (inside a transaction, PostgreSQL
 * delivers it when the transaction commits, so no process can read the old row afterwards).
 */
export interface SessionChanges {
  changed(db: Db, change: SessionChange): Promise<void>;
}

export function sessionChangesOf(cache: SessionCache | null): SessionChanges {
  return {
    async changed(db, change) {
      cache?.forget(change);
      await db.execute(sql`select pg_notify(${sessionChangesChannel}, ${payloadOf(change)})`);
    },
  };
}

/**
 * Subscribes the cache to the change channel, once, on first use; `stop` ends it (the app's close).
 */
export function subscribeCache(cache: SessionCache, raw: RawClient | null) {
  let started: Promise<() => Promise<void>> | null = null;
  let stopped = false;
  return {
    ensureStarted() {
      if (started || stopped || !raw) return;
      started = listen(raw, sessionChangesChannel, {
        onMessage: (payload) => cache.heard(payload),
        onSubscribed: () => cache.subscribed(),
        onLost: () => cache.lost(),
      }).catch(() => async () => cache.lost());
    },
    async stop() {
      stopped = true;
      cache.lost();
      const stop = await started;
      await stop?.();
    },
  };
}
