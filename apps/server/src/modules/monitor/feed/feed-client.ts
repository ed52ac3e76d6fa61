import type { MarketFeedServerMessage } from '@alphadesk/contracts';
import type { Locale } from '@alphadesk/core';
import type { Socket } from 'node:net';
import { FlushPass } from './flush-pass.ts';
import { frameLength, rawSocketOf, type PreparedText, type RawSocket } from './frames.ts';

/** The part of a WebSocket the feed uses (ws's WebSocket satisfies it). */
export interface FeedSocket {
  /**
   * A text frame. Data given as a Buffer is already UTF-8 (`binary: false` keeps it a text frame):
   * one Buffer is written to every client as is, where a string would be encoded once per client.
   */
  send(data: string): void;
  send(data: Buffer, options: { binary: boolean }): void;
  close(code: number, reason: string): void;
  readonly bufferedAmount: number;
  readonly readyState: number;
}

export interface FeedClientLimits {
  /** Bytes the socket may hold unsent before the client waits (its send buffer). */
  maxBufferedBytes: number;
  /** Alert and event messages waiting to be sent before a client counts as not reading. */
  maxQueued: number;
  /**
   * Least time between two flush passes, in ms; 0 (the default) flushes every turn of the event
   * loop. Under load a longer one sends a client's several updates in one write.
   */
  flushMs?: number;
}

const open = 1;

/**
 * One client's place for the latest message under a key (a symbol's price, an index): the hub keeps
 * the price slots of a symbol's watchers, so a publish sets each one's message without a lookup.
 */
export interface LatestSlot {
  readonly client: FeedClient;
  /** The unsent message, replaced by a newer one; null once sent. */
  message: PreparedText | null;
}

/**
 * One connection's outgoing side. Alerts and events queue in order and are never dropped (past the
 * cap the client is closed and resumes from the database by sequence); prices and indices keep
 * only the latest message per symbol, so a slow reader gets fresh values, never a growing backlog.
 */
export class FeedClient {
  readonly symbols = new Set<string>();
  lastAlertSequence: number;
  lastEventSequence: number;
  /** The language alerts and events are worded in for this connection. */
  readonly locale: Locale;
  private readonly ordered: string[] = [];
  private readonly slots = new Map<string, LatestSlot>();
  /** Slots with an unsent message, in the order they first got one since last sent. */
  private waiting: LatestSlot[] = [];
  private waitingFrom = 0;
  /** The TCP socket prepared frames are written to directly, when the socket allows it. */
  private readonly raw: RawSocket | null;
  /** Live alerts and events that arrived while the backlog was being replayed. */
  private held: Array<{
    kind: 'alert' | 'event';
    sequence: number;
    message: MarketFeedServerMessage;
  }> | null = [];
  private scheduled = false;
  private retry: NodeJS.Timeout | null = null;
  private closed = false;
  private waiters: Array<() => void> = [];

  constructor(
    readonly socket: FeedSocket,
    readonly userId: string,
    private readonly limits: FeedClientLimits,
    resume: { alertsAfter: number; eventsAfter: number; locale?: Locale },
    private readonly onTooSlow: (client: FeedClient) => void,
    private readonly pass: FlushPass = new FlushPass(limits.flushMs),
  ) {
    this.locale = resume.locale ?? 'zh-TW';
    this.lastAlertSequence = resume.alertsAfter;
    this.lastEventSequence = resume.eventsAfter;
    this.raw = rawSocketOf(socket);
  }

  /** Whether the connection has ended, by us or by the peer (nothing more is sent to it). */
  get isClosed(): boolean {
    return this.closed || this.socket.readyState > open;
  }

  /** Bytes and messages waiting here (not counting the socket's own buffer). */
  get pending(): { ordered: number; latest: number } {
    return { ordered: this.ordered.length, latest: this.waiting.length - this.waitingFrom };
  }

  /**
   * The newest value under `key` replaces any unsent one. Takes the prepared message: a price goes
   * to every watcher of its symbol, so the hub serialises, encodes and frames it once (Buffers
   * shared by every client, never changed), not once per client.
   */
  pushLatest(key: string, message: PreparedText): void {
    this.offer(this.slot(key), message);
  }

  /** The slot for `key` (made on first use; the hub keeps the ones of subscribed symbols). */
  slot(key: string): LatestSlot {
    let slot = this.slots.get(key);
    if (!slot) {
      slot = { client: this, message: null };
      this.slots.set(key, slot);
    }
    return slot;
  }

  /** The newest message of one of this client's slots (see `pushLatest`). */
  offer(slot: LatestSlot, message: PreparedText): void {
    if (this.closed) return;
    if (slot.message === null) this.waiting.push(slot);
    slot.message = message;
    this.schedule();
  }

  /** A control message (heartbeat, subscription answer, error), serialised or not. */
  pushControl(message: MarketFeedServerMessage | string): void {
    this.enqueue(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** An alert or event with its sequence: sent once, in order, after the replayed backlog. */
  pushSequenced(kind: 'alert' | 'event', sequence: number, message: MarketFeedServerMessage): void {
    if (this.held) {
      this.held.push({ kind, sequence, message });
      return;
    }
    this.sendSequenced(kind, sequence, message);
  }

  /** A message of the backlog being replayed from the database. */
  pushReplayed(kind: 'alert' | 'event', sequence: number, message: MarketFeedServerMessage): void {
    this.sendSequenced(kind, sequence, message);
  }

  private sendSequenced(kind: 'alert' | 'event', sequence: number, message: MarketFeedServerMessage): void {
    if (kind === 'alert') {
      if (sequence <= this.lastAlertSequence) return;
      this.lastAlertSequence = sequence;
    } else {
      if (sequence <= this.lastEventSequence) return;
      this.lastEventSequence = sequence;
    }
    this.enqueue(JSON.stringify(message));
  }

  /** Ends the replay: what arrived live meanwhile follows, without what the replay already sent. */
  endReplay(): void {
    const held = this.held ?? [];
    this.held = null;
    for (const item of held.sort((a, b) => a.sequence - b.sequence)) {
      this.sendSequenced(item.kind, item.sequence, item.message);
    }
  }

  /** Resolves once the ordered queue is empty (the replay sends its backlog page by page). */
  drained(): Promise<void> {
    if (this.ordered.length === 0 || this.closed) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  close(code: number, reason: string): void {
    if (this.closed) return;
    this.closed = true;
    this.ordered.length = 0;
    for (let i = this.waitingFrom; i < this.waiting.length; i++) this.waiting[i]!.message = null;
    this.waiting = [];
    this.waitingFrom = 0;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    this.release();
    if (this.socket.readyState === open) this.socket.close(code, reason);
  }

  private enqueue(text: string): void {
    if (this.closed) return;
    if (this.ordered.length >= this.limits.maxQueued) {
      this.onTooSlow(this);
      return;
    }
    this.ordered.push(text);
    this.schedule();
  }

  private schedule(): void {
    if (this.scheduled || this.closed) return;
    this.scheduled = true;
    this.pass.add(this);
  }

  /** Sends what waits, up to the socket's buffer cap (called by the flush pass). */
  flush(): void {
    this.scheduled = false;
    this.retry = null;
    if (this.closed || this.socket.readyState !== open) return;
    const raw = this.raw;
    if (raw !== null && this.ordered.length === 0 && raw.idle()) this.writeLatest(raw.socket);
    else this.sendAll(raw);
    if (this.ordered.length === 0) this.release();
    if (this.waitingFrom === this.waiting.length) {
      this.waiting.length = 0;
      this.waitingFrom = 0;
    }
    if (this.ordered.length > 0 || this.waiting.length > 0) {
      // The socket's buffer is full: look again once it had time to drain.
      this.scheduled = true;
      this.retry = setTimeout(() => this.flush(), 10);
    }
  }

  /**
   * Prices and indices only, with nothing of ws's waiting: their prepared frames leave in one write
   * (one Buffer, no cork). A frame goes only whole within the cap, counting what the socket holds.
   */
  private writeLatest(socket: Socket): void {
    const buffered = this.socket.bufferedAmount;
    let room = this.limits.maxBufferedBytes - buffered;
    const first = this.takeLatest(buffered === 0 ? Infinity : room);
    if (first === undefined) return;
    room -= first.frame.length;
    let next = this.takeLatest(room);
    if (next === undefined) {
      socket.write(first.frame);
      return;
    }
    const frames = [first.frame];
    let total = first.frame.length;
    do {
      frames.push(next.frame);
      total += next.frame.length;
      room -= next.frame.length;
      next = this.takeLatest(room);
    } while (next !== undefined);
    socket.write(Buffer.concat(frames, total));
  }

  /** Ordered messages through ws, prices after them: the socket corked, so they leave together. */
  private sendAll(raw: RawSocket | null): void {
    raw?.socket.cork();
    try {
      for (;;) {
        const buffered = this.socket.bufferedAmount;
        // What fits in the cap; a socket holding nothing takes one message whatever its size.
        const room = buffered === 0 ? Infinity : this.limits.maxBufferedBytes - buffered;
        const text = this.ordered[0];
        if (text !== undefined) {
          if (frameLength(Buffer.byteLength(text)) > room) break;
          this.ordered.shift();
          // ws frames ordered messages itself; it writes them to the same socket, in call order.
          this.socket.send(text);
          continue;
        }
        const next = this.takeLatest(room);
        if (next === undefined) break;
        // The prepared frame goes straight to the socket when nothing of ws's waits before it.
        if (raw?.idle()) raw.socket.write(next.frame);
        else this.socket.send(next.payload, { binary: false });
      }
    } finally {
      raw?.socket.uncork();
    }
  }

  /** The first waiting message of the slots when its frame fits in `room` bytes. */
  private takeLatest(room: number): PreparedText | undefined {
    if (this.waitingFrom === this.waiting.length) return undefined;
    const slot = this.waiting[this.waitingFrom]!;
    const message = slot.message!;
    if (message.frame.length > room) return undefined;
    this.waitingFrom += 1;
    slot.message = null;
    return message;
  }

  private release(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }
}
