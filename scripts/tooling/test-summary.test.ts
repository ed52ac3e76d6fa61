import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = new URL('./test-summary.mjs', import.meta.url).pathname;
const dirs: string[] = [];

/** A folder of vitest JSON reports, as CI writes them (one per run). */
function reports(...runs: { passed: number; failed?: number; skipped?: string[]; todo?: number }[]) {
  const dir = mkdtempSync(join(tmpdir(), 'test-summary-'));
  dirs.push(dir);
  runs.forEach((run, index) => {
    const skipped = run.skipped ?? [];
    const report = {
      numPassedTests: run.passed,
      numFailedTests: run.failed ?? 0,
      numPendingTests: skipped.length,
      numTodoTests: run.todo ?? 0,
      testResults: [
        {
          assertionResults: [
            ...Array.from({ length: run.passed }, (_, i) => ({ status: 'passed', fullName: `passes ${i}` })),
            ...skipped.map((fullName) => ({ status: 'skipped', fullName })),
          ],
        },
      ],
    };
    writeFileSync(join(dir, `run-${index}.json`), JSON.stringify(report));
  });
  return dir;
}

const summarise = (dir: string) => spawnSync(process.execPath, [script, dir], { encoding: 'utf8' });

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the CI test summary', () => {
  it('passes when every run passed and nothing was skipped', () => {
    const result = summarise(reports({ passed: 3 }, { passed: 2 }));
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Tests: 5 passed, 0 failed, 0 skipped');
  });

  it('fails the run on a single skipped test and names it', () => {
    const result = summarise(
      reports({ passed: 3 }, { passed: 2, skipped: ['market replays saved responses'] }),
    );
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('skipped: run-1.json: market replays saved responses');
    expect(result.stdout).toContain('Tests: 5 passed, 0 failed, 1 skipped');
  });

  it('fails the run on a todo', () => {
    expect(summarise(reports({ passed: 3, todo: 1 })).status).toBe(1);
  });

  it('fails the run on a failed test', () => {
    expect(summarise(reports({ passed: 3, failed: 1 })).status).toBe(1);
  });

  it('fails when nothing ran', () => {
    expect(summarise(reports({ passed: 0 })).status).toBe(1);
  });
});
