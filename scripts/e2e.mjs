// `npm run test:e2e`: browser tests against the real server.
// Builds the web apps if they have no build yet, boots the server on a free port with a fresh
// PGlite data folder, waits for /api/health, runs the e2e suite, then stops the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const HEALTH_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 20_000;

function buildIfMissing() {
  const missing = ['web', 'admin'].filter((app) => !existsSync(join(root, `apps/${app}/dist/index.html`)));
  if (missing.length === 0) return;
  console.log(`[e2e] building ${missing.join(' and ')}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', '@alphadesk/web', '-w', '@alphadesk/admin'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Polls /api/health until it answers 200, the server exits, or the time runs out. */
async function waitForHealth(baseUrl, server) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited early with code ${server.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not become healthy within ${HEALTH_TIMEOUT_MS / 1000} s`);
}

function stop(server) {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => server.kill('SIGKILL'), STOP_TIMEOUT_MS);
    server.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

buildIfMissing();

const port = await freePort();
const dataDir = await mkdtemp(join(tmpdir(), 'alphadesk-e2e-data-'));
const baseUrl = `http://127.0.0.1:${port}`;
const serverLog = [];

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    // The gateway's return and notify URLs, and the sandbox's form action, use this origin.
    PUBLIC_BASE_URL: baseUrl,
    DATA_DIR: dataDir,
    NODE_ENV: process.env.E2E_NODE_ENV ?? 'test',
    // The tests stand for many visitors; each sends its own X-Forwarded-For (e2e/browser.ts).
    TRUST_PROXY: '1',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
// Keep the server's output for the report if something fails; echo it only when asked.
for (const stream of [server.stdout, server.stderr]) {
  stream.on('data', (chunk) => {
    serverLog.push(chunk);
    if (process.env.E2E_SERVER_LOG === '1') process.stderr.write(chunk);
  });
}

let exitCode = 1;
try {
  await waitForHealth(baseUrl, server);
  console.log(`[e2e] server ready at ${baseUrl} (data: ${dataDir})`);
  // File names or filters given to `npm run test:e2e -- …` narrow the run, as with `npm test`.
  exitCode = await run(
    'npx',
    ['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)],
    {
      ...process.env,
      E2E_BASE_URL: baseUrl,
    },
  );
} catch (error) {
  console.error(`[e2e] ${error instanceof Error ? error.message : String(error)}`);
  console.error('[e2e] server output:\n' + Buffer.concat(serverLog).toString('utf8').slice(-8000));
} finally {
  await stop(server);
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
