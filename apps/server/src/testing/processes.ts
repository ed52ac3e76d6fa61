import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';

const serverRoot = resolve(import.meta.dirname, '..', '..');

/** A real server process (`node src/main.ts`) on an ephemeral port, for multi-process tests. */
export interface ServerProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** SIGTERM, then waits for the exit code. */
  stop(): Promise<number | null>;
}

/**
 * Starts `apps/server/src/main.ts` with the given variables (PORT=0: the port is read from the
 * listening log line) and resolves once it answers. Rejects with its output when it exits first.
 */
export function startServerProcess(env: Record<string, string>, timeoutMs = 90_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      SEED_DEMO_DATA: 'false',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'alphadesk-process-')),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server process did not start in ${timeoutMs} ms:\n${output.join('\n')}`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server process exited with ${code}:\n${output.join('\n')}`));
    });
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      output.push(line);
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (!listening) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      const url = listening[1]!;
      resolvePromise({
        url,
        child,
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null) return done(child.exitCode);
            child.once('exit', (code) => done(code));
            child.kill('SIGTERM');
          }),
      });
    });
  });
}
