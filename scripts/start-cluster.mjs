// `npm run start:cluster`: N api processes behind one port (node:cluster shares the listening
// socket), plus one process for the ws, worker and scheduler roles on WS_PORT. PostgreSQL only
// (DATABASE_URL): PGlite lives inside one process. With REDIS_URL the api processes count rate
// limits together. Here the live feed has one ws process (with Redis more could run: the feed fans
// out per symbol, docs/ARCHITECTURE.md "Several processes"): a reverse proxy sends /ws to WS_PORT
// and everything else to PORT.
//
//   API_PROCESSES  api processes (default: CPUs − 1, at least 1)
//   PORT           the api port (default 3000); WS_PORT the ws process's port (default PORT + 1)
//
// SIGTERM/SIGINT stop every process gracefully (each drains its requests and jobs); an api process
// that dies is replaced.
import cluster from 'node:cluster';
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const main = `${root}apps/server/src/main.ts`;

if (!process.env.DATABASE_URL) {
  console.error(
    'start:cluster needs DATABASE_URL (PostgreSQL): the embedded PGlite lives inside one process',
  );
  process.exit(1);
}
const apiProcesses = Math.max(1, Number(process.env.API_PROCESSES ?? availableParallelism() - 1) || 1);
const port = Number(process.env.PORT ?? 3000);
const wsPort = Number(process.env.WS_PORT ?? port + 1);
let stopping = false;

// 1. The background process migrates and seeds the database first, so api processes never race it.
const background = spawn(process.execPath, ['--import', 'tsx', main], {
  cwd: root,
  env: { ...process.env, ROLES: 'ws,worker,scheduler', PORT: String(wsPort) },
  stdio: ['ignore', 'inherit', 'inherit'],
});

const exited = (child) =>
  new Promise((resolve) => (child.exitCode !== null ? resolve(undefined) : child.once('exit', resolve)));
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, async () => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter(Boolean);
    for (const worker of workers) worker.process.kill('SIGTERM');
    background.kill('SIGTERM');
    await Promise.all([...workers.map((worker) => exited(worker.process)), exited(background)]);
    process.exit(0);
  });
}
background.once('exit', (code) => {
  if (stopping) return;
  console.error(`the ws/worker/scheduler process ended (${code}); stopping the cluster`);
  process.kill(process.pid, 'SIGTERM');
});

// Ready when its health check answers (whatever LOG_LEVEL says).
while (!stopping) {
  const answered = await fetch(`http://127.0.0.1:${wsPort}/api/health`).then(
    (response) => response.ok,
    () => false,
  );
  if (answered) break;
  await new Promise((resolve) => setTimeout(resolve, 250));
}

// 2. The api processes share PORT.
if (!stopping) {
  cluster.setupPrimary({ exec: main, execArgv: ['--import', 'tsx'], cwd: root });
  const forkApi = () => cluster.fork({ ROLES: 'api', PORT: String(port) });
  for (let i = 0; i < apiProcesses; i += 1) forkApi();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(`api process ${worker.process.pid} ended (${signal ?? code}); starting another`);
    forkApi();
  });
  console.log(`cluster: ${apiProcesses} api process(es) on :${port}, ws/worker/scheduler on :${wsPort}`);
}
