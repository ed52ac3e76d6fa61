import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The project's root, and the shared data folder beside it (never copied into the project). */
export const repoRoot = resolve(import.meta.dirname, '../../../../../..');
export const sharedDataDir = resolve(repoRoot, '../shared/data');
export const twseDailyDir = resolve(sharedDataDir, 'twse-daily');
export const securitiesDir = resolve(sharedDataDir, 'securities');
export const openApiSwagger = resolve(sharedDataDir, 'fixtures/twse-openapi-swagger.json');

/**
 * Real saved responses of TWSE, TPEx and MIS endpoints, kept in the project (responses/, with their
 * MIT licence) because the exchange tests replay them on every run.
 */
export const fixturesDir = resolve(import.meta.dirname, 'responses');

/**
 * A path under ../shared/data, or an error naming it: the tests that replay the large real history
 * fail (never skip) when the folder beside the project is absent.
 */
export function requireShared(path: string): string {
  if (!existsSync(path)) {
    throw new Error(
      `${path} is missing: these tests replay real data kept in ../shared/data (see its README)`,
    );
  }
  return path;
}

export const fixture = (name: string) => readFileSync(resolve(fixturesDir, name));
