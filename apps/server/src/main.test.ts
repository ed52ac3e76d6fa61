import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@alphadesk/db/testing';

const mainFile = new URL('./main.ts', import.meta.url).pathname;

interface Run {
  port: number;
  exitCode: Promise<number | null>;
  output: () => string;
  kill: (signal: NodeJS.Signals) => void;
}

function runMain(env: Record<string, string>, port = 0): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    env: {
      PATH: process.env.PATH ?? '',
      LOG_LEVEL: 'info',
      HEARTBEAT_CRON: '0 0 1 1 *',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return {
    port,
    exitCode: new Promise((resolve) => child.on('exit', (code) => resolve(code))),
    output: () => output,
    kill: (signal) => child.kill(signal),
  };
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealth(run: Run): Promise<Response> {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${run.port}/api/health`);
      if (response.ok) return response;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become healthy:\n${run.output()}`);
}

describe('the server process', () => {
  let dataDir: string;
  let database: TestDatabase | undefined;
  let databaseEnv: Record<string, string> = {};
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'alphadesk-main-'));
    if (process.env.TEST_DATABASE_URL) {
      database = await createTestDatabase();
      await database.close(); // the process under test opens its own connections
      databaseEnv = { DATABASE_URL: database.url ?? '' };
    }
  });
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await database?.destroy();
  });

  it('stops at once with a message naming a bad variable', { timeout: 60_000 }, async () => {
    const run = runMain({ PORT: 'abc' });
    expect(await run.exitCode).toBe(1);
    expect(run.output()).toContain('PORT="abc"');
  });

  it('migrates, seeds once, serves, and shuts down cleanly on SIGTERM; a restart keeps the data', async () => {
    const env = { DATA_DIR: dataDir, HOST: '127.0.0.1', ...databaseEnv };
    const expectedKind = databaseEnv.DATABASE_URL ? 'postgres' : 'pglite';

    const first = runMain(env, await freePort());
    const health = await waitForHealth(first);
    expect(await health.json()).toMatchObject({ status: 'ok', database: { kind: expectedKind } });
    first.kill('SIGTERM');
    expect(await first.exitCode).toBe(0);
    expect(first.output()).toContain('demo data seeded');
    expect(first.output()).toContain('shutting down');

    const second = runMain(env, await freePort());
    await waitForHealth(second);
    second.kill('SIGTERM');
    expect(await second.exitCode).toBe(0);
    expect(second.output()).not.toContain('demo data seeded');
  }, 180_000); // two cold starts of a real process: slow on a busy 2-core machine
});
