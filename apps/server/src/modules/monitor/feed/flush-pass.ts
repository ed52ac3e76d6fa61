/** What a flush pass visits: a client with something to send. */
export interface Flushable {
  flush(): void;
}

/**
 * How long one slice of a pass may run before the event loop gets a turn. A pass over 10,000
 * clients takes ~70 ms of socket writes on a 2-core machine; run at once, it would hold back the
 * ticks (and requests) that arrive meanwhile, which then wait for the whole next pass too.
 */
const SLICE_MS = 4;
/** Clients flushed between two looks at the clock. */
const CLOCK_EVERY = 32;

/**
 * Clients with something to send, flushed together: a publish reaches hundreds of clients, and one
 * callback for all of them costs less than one each. A pass runs on the next turn of the event loop,
 * but no sooner than `intervalMs` after the previous one began: an idle feed sends at once, a busy
 * one every `intervalMs`, each client's messages of that time in one write.
 *
 * A long pass runs in slices of about SLICE_MS with a turn of the event loop between them. What
 * arrives meanwhile for a client the pass has not reached yet leaves with it in this pass; a client
 * already flushed is flushed again in the next pass.
 */
export class FlushPass {
  private dirty: Flushable[] = [];
  /** The pass under way: its clients and how far it got. */
  private current: Flushable[] = [];
  private position = 0;
  private scheduled = false;
  private last = -Infinity;

  constructor(private readonly intervalMs = 0) {}

  add(client: Flushable): void {
    this.dirty.push(client);
    if (!this.scheduled) this.scheduleNext();
  }

  private scheduleNext(): void {
    this.scheduled = true;
    const wait = this.last + this.intervalMs - performance.now();
    if (wait > 0) setTimeout(this.run, wait);
    else setImmediate(this.run);
  }

  private readonly run = (): void => {
    const started = performance.now();
    if (this.position === this.current.length) {
      this.last = started;
      this.current = this.dirty;
      this.position = 0;
      this.dirty = [];
    }
    const clients = this.current;
    while (this.position < clients.length) {
      clients[this.position++]!.flush();
      if (this.position % CLOCK_EVERY === 0 && performance.now() - started >= SLICE_MS) break;
    }
    if (this.position < clients.length) {
      setImmediate(this.run);
      return;
    }
    this.current = [];
    this.position = 0;
    this.scheduled = false;
    if (this.dirty.length > 0) this.scheduleNext();
  };
}
