import { randomBytes } from 'node:crypto';
import { sandboxMerchantId } from '../config.ts';
import { installationKeys } from '../sandbox/keys.ts';
import type { Keys } from './independent-payuni.ts';
import type { TestServer } from '../../../testing/server.ts';

/**
 * Keys of the stand-in PayUni that tests start (fake-payuni.ts), made afresh for each test process
 * and handed to the server through PAYUNI_HASH_KEY / PAYUNI_HASH_IV.
 */
export const testKeys: Keys = {
  hashKey: randomBytes(24).toString('base64url'),
  hashIv: randomBytes(12).toString('base64url'),
};
export const testMerchantId = sandboxMerchantId;

/** The environment pointing a test server at a stand-in PayUni on `url`. */
export const standInEnv = (url: string) => ({
  PAYUNI_API_BASE: url,
  PAYUNI_HASH_KEY: testKeys.hashKey,
  PAYUNI_HASH_IV: testKeys.hashIv,
});

/**
 * The keys a server's gateway seals and verifies with: the configured ones, or — for the built-in
 * sandbox — this installation's, read from its database as the server itself reads them.
 */
export async function merchantKeysOf(server: TestServer): Promise<Keys> {
  return server.config.payments.keys ?? (await installationKeys(server.database.db)());
}
