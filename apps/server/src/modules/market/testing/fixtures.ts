import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The project's root, and the shared data folder beside it (never copied into the project). */
export const repoRoot = resolve(import.meta.dirname, '../../../../../..');
export const sharedDataDir = resolve(repoRoot, '../shared/data');
export const fixturesDir = resolve(sharedDataDir, 'fixtures/node-twstock');
export const twseDailyDir = resolve(sharedDataDir, 'twse-daily');
export const securitiesDir = resolve(sharedDataDir, 'securities');
export const openApiSwagger = resolve(sharedDataDir, 'fixtures/twse-openapi-swagger.json');

export const hasFixtures = existsSync(fixturesDir);
export const hasTwseDaily = existsSync(twseDailyDir);
export const hasSecurities = existsSync(securitiesDir);

export const missingData = (folder: string) =>
  `skipped: ${folder} is absent (expected beside the project at ../shared/data); these tests replay real saved data`;

export const fixture = (name: string) => readFileSync(resolve(fixturesDir, name));
