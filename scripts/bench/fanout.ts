import { execFileSync, fork } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { WebSocketServer, type WebSocket } from 'ws';
import type { PriceUpdate } from '@alphadesk/contracts';
import type { RunningServer } from '../../apps/server/src/runtime.ts';
import type { ClientCommand, LatencyReport } from './fanout-clients.ts';
import { fmt } from './load/index.ts';
import { registerMembers } from './members.ts';
import { withServer } from './load/servers.ts';

/**
 * The live feed's fan-out: CLIENTS WebSocket clients (a process of their own) signed in with member
 * tokens, each subscribed to 20 of SYMBOLS symbols, while ticks are published at 2,000 a second
 * across the symbols through the path the live pump uses (`monitor.publishPrices`). Each tick
 * carries its scheduled time in `lastUpdated`, so a late publisher counts as latency too; the client
 * process measures tick-to-client latency from it. Printed: p50/p99/max, messages delivered a
 * second, server memory per client, and what the server holds for a client that never reads,
 * against the 256 KB cap. Reference in the same run: a bare `ws` server broadcasting the same ticks
 * to the same clients (the library's ceiling).
 */

const CLIENTS = 10_000;
const SYMBOLS = 2_000;
const PER_CLIENT = 20;
const TICKS_PER_SECOND = 2_000;
const CLIENTS_PER_MEMBER = 10;
const WARM_MS = 2_000;
const SECONDS = 10;
const DRAIN_MS = 3_000;
const GOAL_P99_MS = 100;
const CAP_BYTES = 256 * 1024;
const FLOOD_RATE = 20_000;
const FLOOD_MS = 5_000;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const universe = Array.from({ length: SYMBOLS }, (_, i) => String(1000 + i));
/** Client i's 20 symbols, spread so every symbol has the same number of watchers. */
const symbolsOf = (clients: number) =>
  Array.from({ length: clients }, (_, i) =>
    Array.from({ length: PER_CLIENT }, (_, j) => universe[(i + j * (SYMBOLS / PER_CLIENT)) % SYMBOLS]!),
  );

/** The forked client process and a call that sends one command and waits for its answer. */
function startClients() {
  const child = fork(fileURLToPath(new URL('./fanout-clients.ts', import.meta.url)), [], {
    // A larger young generation: reading 200,000 messages a second makes short-lived Buffers, and
    // fewer scavenges of them leave more of the process to reading.
    execArgv: ['--import', 'tsx', '--max-old-space-size=4096', '--max-semi-space-size=64'],
  });
  const call = async <T>(command: ClientCommand): Promise<T> => {
    child.send(command);
    const [reply] = (await once(child, 'message')) as [{ ok: boolean; answer: T; error?: string }];
    if (!reply.ok) throw new Error(`client process: ${reply.error}`);
    return reply.answer;
  };
  return { child, call };
}

function memory() {
  gc();
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heapUsed };
}

const tickOf = (k: number, at: number): PriceUpdate => ({
  symbol: universe[k % SYMBOLS]!,
  price: 100 + (k % 97) / 10,
  change: (k % 97) / 10,
  changePercent: (k % 97) / 10,
  volume: 1000 + k,
  high: 110,
  low: 100,
  lastUpdated: new Date(at).toISOString(),
  simulated: true,
});

/**
 * Publishes `rate` ticks a second from `start` for `ms`, each stamped with the instant it was due
 * (a late publisher counts as latency); answers the ticks sent and the server's CPU share meanwhile.
 */
async function publishFor(
  timing: { start: number; ms: number; rate: number },
  publish: (batch: PriceUpdate[]) => void,
  sample: () => void,
) {
  const { start, rate } = timing;
  const end = start + timing.ms;
  let published = 0;
  const cpuBefore = process.cpuUsage();
  await new Promise<void>((done) => {
    const timer = setInterval(() => {
      const now = Math.min(Date.now(), end);
      const due = Math.max(0, Math.floor(((now - start) * rate) / 1000));
      const batch: PriceUpdate[] = [];
      for (; published < due; published++) batch.push(tickOf(published, start + (published * 1000) / rate));
      if (batch.length) publish(batch);
      sample();
      if (now >= end) {
        clearInterval(timer);
        done();
      }
    }, 5);
  });
  const cpu = process.cpuUsage(cpuBefore);
  // A saturated loop runs its timer late: the run then took longer than planned.
  const elapsed = Date.now() - start;
  return {
    ticks: published,
    cpuShare: (cpu.user + cpu.system) / 1000 / elapsed,
    systemShare: cpu.system / 1000 / elapsed,
    lateMs: elapsed - timing.ms,
  };
}

/** The machine's busy and total CPU time (all cores) so far, from /proc/stat; null elsewhere. */
function machineCpu(): { busy: number; total: number } | null {
  try {
    const fields = readFileSync('/proc/stat', 'utf8')
      .split('\n', 1)[0]!
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const total = fields.reduce((sum, value) => sum + value, 0);
    // idle and iowait
    return { busy: total - fields[3]! - (fields[4] ?? 0), total };
  } catch {
    return null;
  }
}

/** The machine's busy share (all processes, all cores) between two timers at the window's ends. */
function machineShare(window: { from: number; to: number }): () => number | null {
  let from: ReturnType<typeof machineCpu> = null;
  let share: number | null = null;
  setTimeout(() => (from = machineCpu()), Math.max(0, window.from - Date.now()));
  setTimeout(
    () => {
      const to = machineCpu();
      if (from && to && to.total > from.total) share = (to.busy - from.busy) / (to.total - from.total);
    },
    Math.max(0, window.to - Date.now()),
  );
  return () => share;
}

interface Phase {
  connected: number;
  failed: number;
  firstError: string;
  connectMs: number;
  latency: LatencyReport;
  perSecond: number;
  offeredPerSecond: number;
  perClient: { rss: number; heapUsed: number };
  cpuShare: number;
  /** The part of it spent in the kernel (socket writes on loopback deliver to the reader there). */
  systemShare: number;
  /** The client process's CPU share over the measured window. */
  clientCpuShare: number;
  /** The whole machine's busy share over the measured window (every process, every core). */
  machineShare: number | null;
  /** How much later than planned the publisher finished (its loop was busy). */
  publisherLateMs: number;
}

/** Connects the clients to `url`, publishes, measures; the clients stay connected until closed. */
async function runPhase(
  clients: ReturnType<typeof startClients>,
  options: {
    url: string;
    tokens: string[];
    count: number;
    publish: (batch: PriceUpdate[]) => void;
    beforePublishing?: () => Promise<void>;
    sample?: () => void;
  },
): Promise<Phase> {
  const before = memory();
  const opened = await clients.call<{ connected: number; failed: number; firstError: string; ms: number }>({
    type: 'connect',
    url: options.url,
    tokens: options.tokens,
    symbolsOf: symbolsOf(options.count),
  });
  const after = memory();
  await options.beforePublishing?.();
  // The window is set before the first tick: the client records the ticks stamped inside it.
  const start = Date.now() + 100;
  const window = { from: start + WARM_MS, to: start + WARM_MS + SECONDS * 1000 };
  await clients.call({ type: 'record', ...window });
  const machine = machineShare(window);
  const run = await publishFor(
    { start, ms: WARM_MS + SECONDS * 1000, rate: TICKS_PER_SECOND },
    options.publish,
    options.sample ?? (() => undefined),
  );
  await new Promise((done) => setTimeout(done, DRAIN_MS));
  const latency = await clients.call<LatencyReport>({ type: 'report' });
  const watchers = (opened.connected * PER_CLIENT) / SYMBOLS;
  const connected = Math.max(1, opened.connected);
  return {
    connected: opened.connected,
    failed: opened.failed,
    firstError: opened.firstError,
    connectMs: opened.ms,
    latency,
    perSecond: latency.count / SECONDS,
    offeredPerSecond: TICKS_PER_SECOND * watchers,
    perClient: {
      rss: (after.rss - before.rss) / connected,
      heapUsed: (after.heapUsed - before.heapUsed) / connected,
    },
    cpuShare: run.cpuShare,
    systemShare: run.systemShare,
    clientCpuShare: latency.cpuShare,
    machineShare: machine(),
    publisherLateMs: run.lateMs,
  };
}

/** The library's ceiling: a bare ws server that sends each tick to the clients subscribed to its symbol. */
async function startReference() {
  const server = new WebSocketServer({
    host: '127.0.0.1',
    port: 0,
    perMessageDeflate: false,
    maxPayload: 16 * 1024,
  });
  await once(server, 'listening');
  const bySymbol = new Map<string, Set<WebSocket>>();
  server.on('connection', (socket) => {
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as { type: string; symbols?: string[] };
      for (const symbol of message.symbols ?? []) {
        const set = bySymbol.get(symbol) ?? new Set();
        bySymbol.set(symbol, set.add(socket));
      }
      socket.send(JSON.stringify({ type: 'subscribed', symbols: message.symbols ?? [] }));
    });
    socket.on('close', () => {
      for (const set of bySymbol.values()) set.delete(socket);
    });
    socket.on('error', () => undefined);
  });
  const port = (server.address() as { port: number }).port;
  return {
    url: `ws://127.0.0.1:${port}/`,
    publish(batch: PriceUpdate[]) {
      for (const update of batch) {
        const text = JSON.stringify({ type: 'price_update', data: update });
        for (const socket of bySymbol.get(update.symbol) ?? [])
          if (socket.readyState === 1) socket.send(text);
      }
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** The server-side socket of the client leaving from `localPort`, as the server sees it. */
function serverSocketOf(server: RunningServer, localPort: number) {
  for (const socket of server.app.websocketServer.clients) {
    const peer = (socket as unknown as { _socket?: { remotePort?: number } })._socket;
    if (peer?.remotePort === localPort) return socket;
  }
  return null;
}

async function measureOurs(
  server: RunningServer,
  clients: ReturnType<typeof startClients>,
  tokens: string[],
  count: number,
) {
  const address = server.app.server.address() as { port: number };
  const url = `ws://127.0.0.1:${address.port}/ws/market`;
  const phase = await runPhase(clients, {
    url,
    tokens,
    count,
    publish: (batch) => server.services.monitor.publishPrices(batch),
  });
  const feedClients = server.services.monitor.feedClients();
  await clients.call({ type: 'close' });
  return { phase, paused: await measurePaused(server, clients, url, tokens[0]!), feedClients };
}

/**
 * A client that subscribes to every symbol and then never reads, alone on the server, while ticks
 * come ten times as fast as in the run: enough to fill the kernel's socket buffers (several MB on
 * loopback) and reach what the feed itself holds back. It is opened just before (a client that
 * reads nothing misses the heartbeats and is closed after two of them).
 */
async function measurePaused(
  server: RunningServer,
  clients: ReturnType<typeof startClients>,
  url: string,
  token: string,
) {
  const { localPort } = await clients.call<{ localPort: number }>({
    type: 'paused',
    url,
    token,
    symbols: universe,
  });
  const socket = serverSocketOf(server, localPort);
  const paused = { buffered: 0, max: 0, found: socket !== null, openAtEnd: false, ticks: 0 };
  const flood = await publishFor(
    { start: Date.now() + 50, ms: FLOOD_MS, rate: FLOOD_RATE },
    (batch) => server.services.monitor.publishPrices(batch),
    () => {
      if (!socket) return;
      paused.buffered = socket.bufferedAmount;
      paused.max = Math.max(paused.max, paused.buffered);
    },
  );
  paused.openAtEnd = socket?.readyState === 1;
  paused.ticks = flood.ticks;
  await clients.call({ type: 'close' });
  return paused;
}

const loadAverages = () => {
  try {
    return execFileSync('uptime', { encoding: 'utf8' }).trim();
  } catch {
    return 'uptime unavailable';
  }
};

function printPhase(label: string, phase: Phase) {
  const { latency } = phase;
  const closed = Object.entries(latency.closedByServer)
    .map(([code, n]) => `${fmt(n)}×${code}`)
    .join(', ');
  console.log(
    `| ${label} | ${fmt(phase.connected)}${phase.failed ? ` (${fmt(phase.failed)} failed: ${phase.firstError})` : ''} | ` +
      `${closed || 'none'} | ${fmt(latency.p50)} / ${fmt(latency.p99)} / ${fmt(latency.max)} ms | ` +
      `${fmt(phase.perSecond)} of ${fmt(phase.offeredPerSecond)} | ` +
      `${fmt(phase.perClient.rss / 1024, 1)} KB / ${fmt(phase.perClient.heapUsed / 1024, 1)} KB | ` +
      `${fmt(phase.cpuShare * 100)} % (${fmt(phase.systemShare * 100)} % kernel) / ${fmt(phase.clientCpuShare * 100)} % / ` +
      `${phase.machineShare === null ? '?' : `${fmt(phase.machineShare * 100)} %`} | ${fmt(phase.publisherLateMs / 1000, 1)} s | ${fmt(phase.connectMs / 1000, 1)} s |`,
  );
}

export async function benchFanout(options: { clients?: number; members?: number } = {}): Promise<void> {
  const count = options.clients ?? CLIENTS;
  // `--no-reference` leaves out the bare ws run (for comparing settings of ours back to back).
  const withReference = !process.argv.includes('--no-reference');
  const members = options.members ?? Math.max(1, Math.ceil(count / CLIENTS_PER_MEMBER));
  const kind = process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite';
  console.log(`load before: ${loadAverages()}`);
  console.log(
    `feed flush interval: ${process.env.MONITOR_FEED_FLUSH_MS ?? 'the default'} ms; ` +
      `${fmt(count)} clients in a separate process, ${PER_CLIENT} symbols each of ${fmt(SYMBOLS)}, ` +
      `${fmt(TICKS_PER_SECOND)} ticks/s, ${SECONDS} s measured after ${WARM_MS / 1000} s warm-up; ` +
      `${fmt(members)} members (${fmt(count / members, 1)} clients share a member's token, each signs in itself); ${kind}`,
  );
  await withServer(
    kind,
    // The pump's timer stays off: the bench publishes the ticks itself through the same call.
    {
      TRUST_PROXY: 'true',
      ROLES: 'api,ws',
      MONITOR_LIVE_INTERVAL_MS: '0',
      // The feed's flush interval as the environment sets it (the server's default otherwise).
      ...(process.env.MONITOR_FEED_FLUSH_MS
        ? { MONITOR_FEED_FLUSH_MS: process.env.MONITOR_FEED_FLUSH_MS }
        : {}),
    },
    async () => undefined,
    async (server, config) => {
      const registering = Date.now();
      const tokens = await registerMembers(server, config, members);
      console.log(
        `registered ${fmt(members)} diamond members in ${fmt((Date.now() - registering) / 1000, 1)} s`,
      );
      const clients = startClients();
      try {
        const ours = await measureOurs(server, clients, tokens, count);
        if (!withReference) return printResults(ours, null);
        const reference = await startReference();
        let bare: Phase;
        try {
          bare = await runPhase(clients, { url: reference.url, tokens, count, publish: reference.publish });
          await clients.call({ type: 'close' });
        } finally {
          await reference.close();
        }
        printResults(ours, bare);
      } finally {
        clients.child.kill();
      }
    },
  );
  console.log(`load after: ${loadAverages()}`);
}

function printResults(ours: Awaited<ReturnType<typeof measureOurs>>, bare: Phase | null) {
  console.log(
    '| server | clients | closed by the server while measured (count×code) | p50 / p99 / max tick-to-client | ' +
      'delivered/s of offered (ticks/s × watchers) | memory per client (RSS / heap) | ' +
      'CPU: server process / client process (100 % = one core) / machine (100 % = every core) | ' +
      'publisher late by | connect time |',
  );
  console.log('|---|---:|---|---:|---:|---:|---:|---:|---:|');
  printPhase('/ws/market (members, real feed)', ours.phase);
  const p99 = ours.phase.latency.p99;
  if (bare) {
    printPhase('reference: bare ws broadcast', bare);
    console.log(`| our p99 ÷ reference p99 | ${fmt(p99 / Math.max(1, bare.latency.p99), 2)}× |`);
    console.log(
      `| our throughput ÷ reference | ${fmt(ours.phase.perSecond / Math.max(1, bare.perSecond), 2)}× |`,
    );
  }
  console.log(`| goal p99 ≤ ${GOAL_P99_MS} ms | ${p99 <= GOAL_P99_MS ? 'met' : 'missed'} |`);
  const { paused } = ours;
  console.log(
    paused.found
      ? `| never-reading client (all ${fmt(SYMBOLS)} symbols, then ${fmt(paused.ticks)} ticks at ${fmt(FLOOD_RATE)}/s): ` +
          `server-side buffered | last ${fmt(paused.buffered / 1024, 1)} KB, max ${fmt(paused.max / 1024, 1)} KB; ` +
          `cap ${fmt(CAP_BYTES / 1024)} KB (${paused.max <= CAP_BYTES ? 'held' : 'exceeded'}; ` +
          `${paused.openAtEnd ? 'still open' : 'closed by then'}) |`
      : '| never-reading client | its server-side socket was not found |',
  );
  console.log(`| feed clients on the server while measuring | ${fmt(ours.feedClients)} |`);
}

// Runnable on its own: node --import tsx scripts/bench/fanout.ts --clients=N
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const flag = Number(process.argv.find((arg) => arg.startsWith('--clients='))?.split('=')[1]);
  await benchFanout({ clients: Number.isFinite(flag) && flag > 0 ? flag : undefined });
}
