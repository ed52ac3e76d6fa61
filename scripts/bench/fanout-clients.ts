// The WebSocket clients of the fan-out benchmark, in a process of their own (forked by fanout.ts),
// so reading 10,000 sockets does not share an event loop with the server it measures. Commands
// arrive over IPC; each answer is one message back.
import { LeanWebSocket } from './fanout-socket.ts';

export type ClientCommand =
  | {
      type: 'connect';
      url: string;
      /** One token per client, or shared round robin when there are fewer (each client still signs in). */
      tokens: string[];
      symbolsOf: string[][];
    }
  | { type: 'paused'; url: string; token: string; symbols: string[] }
  | { type: 'record'; from: number; to: number }
  | { type: 'report' }
  | { type: 'close'; keepPaused?: boolean };

export interface LatencyReport {
  count: number;
  p50: number;
  p99: number;
  max: number;
  /** Subscribed clients the server closed during the run, by close code. */
  closedByServer: Record<string, number>;
  /** This process's CPU time over the measured window ÷ the window (1 = one core busy throughout). */
  cpuShare: number;
}

const CONCURRENT_OPENS = 100;
/** Local addresses the clients leave from, so no one address runs out of ephemeral ports. */
const LOCAL_ADDRESSES = 8;
const BUCKETS = 120_000;

let sockets: LeanWebSocket[] = [];
let paused: LeanWebSocket | null = null;
let window = { from: Infinity, to: -Infinity };
let histogram = new Uint32Array(BUCKETS);
let count = 0;
let max = 0;
let closedByServer: Record<string, number> = {};
/** This process's CPU over the window, taken by timers at its two ends. */
const cpu = { from: process.cpuUsage(), share: 0 };
/** False while this process closes its own clients (their close events are not the server's doing). */
let watching = true;
const marker = Buffer.from('"lastUpdated":"');
/** How both servers begin a price update (`JSON.stringify({ type: 'price_update', data })`). */
const priceUpdate = Buffer.from('{"type":"price_update"');

/** Whether the message at `start` begins as a price update does (no string made per message). */
function isPriceUpdate(data: Buffer, start: number, end: number): boolean {
  if (end - start < priceUpdate.length) return false;
  for (let i = 0; i < priceUpdate.length; i++) if (data[start + i] !== priceUpdate[i]) return false;
  return true;
}

/** The decimal number of `digits` digits at `at`. */
function digitsAt(data: Buffer, at: number, digits: number): number {
  let value = 0;
  for (let i = 0; i < digits; i++) value = value * 10 + data[at + i]! - 48;
  return value;
}

/** `YYYY-MM-DDTHH:MM:SS.mmmZ` at `at` (what toISOString writes), in ms, read from the bytes. */
function isoTime(data: Buffer, at: number): number {
  return Date.UTC(
    digitsAt(data, at, 4),
    digitsAt(data, at + 5, 2) - 1,
    digitsAt(data, at + 8, 2),
    digitsAt(data, at + 11, 2),
    digitsAt(data, at + 14, 2),
    digitsAt(data, at + 17, 2),
    digitsAt(data, at + 20, 3),
  );
}

/** A price update's latency: now minus the tick time it carries (ISO, ms), for ticks in the window. */
function measure(data: Buffer, start: number, end: number): void {
  if (!isPriceUpdate(data, start, end)) return;
  const at = data.indexOf(marker, start + priceUpdate.length);
  if (at < 0 || at + marker.length + 24 > end) return;
  const tickTime = isoTime(data, at + marker.length);
  if (tickTime < window.from || tickTime > window.to) return;
  const latency = Math.max(0, Date.now() - tickTime);
  histogram[Math.min(BUCKETS - 1, Math.floor(latency))]! += 1;
  count += 1;
  if (latency > max) max = latency;
}

function percentile(p: number): number {
  const rank = Math.ceil((p / 100) * count);
  let seen = 0;
  for (let ms = 0; ms < BUCKETS; ms++) {
    seen += histogram[ms]!;
    if (seen >= rank && rank > 0) return ms;
  }
  return 0;
}

const subscribed = Buffer.from('"type":"subscribed"');

/** Opens one client: signs in with the token, subscribes, resolves on the server's `subscribed`. */
function open(url: string, token: string, index: number, symbols: string[]): Promise<LeanWebSocket> {
  return new Promise((resolve, reject) => {
    let waiting = Math.ceil(symbols.length / 100);
    const socket = new LeanWebSocket(
      `${url}?token=${encodeURIComponent(token)}`,
      {
        timeoutMs: 60_000,
        localAddress: `127.0.0.${2 + (index % LOCAL_ADDRESSES)}`,
        // The server trusts its proxy: each client is its own visitor for the per-address limits.
        headers: { 'x-forwarded-for': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}` },
      },
      (error) => {
        if (error) return reject(error);
        for (let first = 0; first < symbols.length; first += 100) {
          socket.send(JSON.stringify({ type: 'subscribe', symbols: symbols.slice(first, first + 100) }));
        }
      },
    );
    socket.handlers = {
      message(data, start, end) {
        const at = data.indexOf(subscribed, start);
        if (at < 0 || at >= end || --waiting > 0) return;
        socket.handlers = {
          message: measure,
          close: (code) => {
            if (watching) closedByServer[code] = (closedByServer[code] ?? 0) + 1;
          },
        };
        resolve(socket);
      },
      close: (code) => reject(new Error(`closed with ${code} before subscribing`)),
    };
  });
}

async function connect(command: Extract<ClientCommand, { type: 'connect' }>) {
  const started = Date.now();
  let next = 0;
  let failed = 0;
  let firstError = '';
  const opened: LeanWebSocket[] = [];
  async function lane(): Promise<void> {
    while (next < command.symbolsOf.length) {
      const index = next++;
      const token = command.tokens[index % command.tokens.length]!;
      try {
        opened.push(await open(command.url, token, index, command.symbolsOf[index]!));
      } catch (error) {
        failed += 1;
        firstError ||= error instanceof Error ? error.message : String(error);
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENT_OPENS }, lane));
  sockets.push(...opened);
  return { connected: opened.length, failed, firstError, ms: Date.now() - started };
}

async function handle(command: ClientCommand): Promise<unknown> {
  switch (command.type) {
    case 'connect':
      return connect(command);
    case 'paused': {
      // Subscribes to every symbol, then never reads again: the server must cap what it holds.
      const socket = await open(command.url, command.token, 0, command.symbols);
      socket.pause();
      paused = socket;
      return { localPort: socket.localPort };
    }
    case 'record':
      window = { from: command.from, to: command.to };
      histogram = new Uint32Array(BUCKETS);
      count = 0;
      max = 0;
      closedByServer = {};
      cpu.share = 0;
      setTimeout(() => (cpu.from = process.cpuUsage()), Math.max(0, command.from - Date.now()));
      setTimeout(
        () => {
          const used = process.cpuUsage(cpu.from);
          cpu.share = (used.user + used.system) / 1000 / (command.to - command.from);
        },
        Math.max(0, command.to - Date.now()),
      );
      return { ok: true };
    case 'report':
      return {
        count,
        p50: percentile(50),
        p99: percentile(99),
        max,
        closedByServer,
        cpuShare: cpu.share,
      } satisfies LatencyReport;
    case 'close': {
      watching = false;
      for (const socket of sockets) socket.terminate();
      sockets = [];
      if (!command.keepPaused) paused?.terminate();
      if (!command.keepPaused) paused = null;
      // The close events of terminated sockets come on later turns of the loop.
      setTimeout(() => (watching = true), 2_000);
      return { ok: true };
    }
  }
}

process.on('message', (command: ClientCommand) => {
  handle(command).then(
    (answer) => process.send?.({ ok: true, answer }),
    (error: unknown) =>
      process.send?.({ ok: false, error: error instanceof Error ? error.message : String(error) }),
  );
});
