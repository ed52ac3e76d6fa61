import { randomBytes } from 'node:crypto';
import { eq, payuniSandboxKeys, type Db } from '@alphadesk/db';
import type { MerchantKeys } from '../payuni/protocol.ts';

const row = 'default';

/**
 * The built-in sandbox's HashKey (32 characters) and HashIV (16), made at random the first time this
 * installation needs them and kept in the database, so every process of it agrees and nothing that
 * signs a "paid" notify is ever in the source. Read once per process.
 */
export function installationKeys(db: Db): () => Promise<MerchantKeys> {
  let loading: Promise<MerchantKeys> | null = null;
  async function load(): Promise<MerchantKeys> {
    await db
      .insert(payuniSandboxKeys)
      .values({
        id: row,
        hashKey: randomBytes(24).toString('base64url'),
        hashIv: randomBytes(12).toString('base64url'),
      })
      .onConflictDoNothing();
    const [stored] = await db.select().from(payuniSandboxKeys).where(eq(payuniSandboxKeys.id, row));
    return { hashKey: stored!.hashKey, hashIv: stored!.hashIv };
  }
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}
