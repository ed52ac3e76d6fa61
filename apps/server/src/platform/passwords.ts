// Password hashing for every kind of account (members and staff): one set of parameters.
import { hash, verify } from '@node-rs/argon2';

// argon2id with the OWASP-recommended minimum (19 MiB, 2 iterations) — about 30 ms here.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

// Verifying against this when no account matches keeps the timing of "unknown email" and "wrong
// password" alike, so the response time does not reveal which emails are registered.
const dummyHash = hash('not-a-real-password-Aa1', options);

export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  try {
    return await verify(passwordHash ?? (await dummyHash), password);
  } catch {
    return false;
  }
}
