// Adds up the JSON reports of the test runs of one CI run and decides it: the run fails when any test
// failed, when any test was skipped or left as a todo (a skipped test hides a missing capability), or
// when nothing ran at all.
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** @param {string} dir @returns {{ passed: number, failed: number, skipped: number, skippedNames: string[] }} */
export function summarise(dir) {
  const total = { passed: 0, failed: 0, skipped: 0, skippedNames: /** @type {string[]} */ ([]) };
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    total.passed += report.numPassedTests;
    total.failed += report.numFailedTests;
    total.skipped += report.numPendingTests + report.numTodoTests;
    for (const suite of report.testResults ?? []) {
      for (const test of suite.assertionResults ?? []) {
        if (test.status === 'pending' || test.status === 'skipped' || test.status === 'todo') {
          total.skippedNames.push(`${file}: ${test.fullName}`);
        }
      }
    }
  }
  return total;
}

/** @param {{ passed: number, failed: number, skipped: number }} total */
export const verdict = (total) => total.passed > 0 && total.failed === 0 && total.skipped === 0;

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const total = summarise(process.argv[2] ?? '.');
  for (const name of total.skippedNames) console.log(`skipped: ${name}`);
  console.log(`Tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  if (!verdict(total)) {
    console.error(total.skipped > 0 ? 'a skipped test fails the run' : 'the tests did not pass');
    process.exit(1);
  }
}
