import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets we must read back (not hashes): sealed with AES-256-GCM under a key derived (HKDF-SHA256)
 * from the server's secret and a purpose, so each use has its own key and none is kept anywhere.
 * A sealed value is `v1.<iv>.<ciphertext>.<tag>` (base64url); `context` (e.g. the row's id) is
 * authenticated with it, so a sealed value copied onto another row does not open.
 */
export interface SecretBox {
  seal(plain: string, context: string): string;
  /** Throws when the value was not sealed by this box for this context (another key, altered). */
  open(sealed: string, context: string): string;
  /** Whether a stored value has the sealed form (anything else is a value from before sealing). */
  isSealed(value: string): boolean;
}

const version = 'v1';
const sealedForm = /^v1\.[\w-]{16}\.[\w-]*\.[\w-]{22}$/;

export function createSecretBox(serverSecret: string, purpose: string): SecretBox {
  if (serverSecret.length < 32) throw new Error('the server secret must be at least 32 characters');
  const key = Buffer.from(hkdfSync('sha256', serverSecret, 'alphadesk-secret-box', purpose, 32));
  const aad = (context: string) => Buffer.from(`${purpose}\u0000${context}`, 'utf8');
  return {
    seal(plain, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(aad(context));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [version, iv, body, tag]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed, context) {
      if (!sealedForm.test(sealed)) throw new Error('not a sealed value');
      const [, iv, body, tag] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
      const decipher = createDecipheriv('aes-256-gcm', key, iv!);
      decipher.setAAD(aad(context));
      decipher.setAuthTag(tag!);
      return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
    },
    isSealed: (value) => sealedForm.test(value),
  };
}
