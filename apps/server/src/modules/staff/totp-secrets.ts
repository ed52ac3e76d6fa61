import { createSecretBox } from '../../platform/secret-box.ts';

/**
 * Staff TOTP secrets at rest: sealed with the server's secret (purpose `staff.totp-secret`) and the
 * account's id as context, so a value copied onto another account does not open. A value stored
 * before sealing is still read as plain text; it is sealed in place after its next successful use.
 */
export interface TotpSecrets {
  seal(plain: string, staffId: string): string;
  /**
   * The plain secret of an account, and whether it was stored before sealing (`legacy`); null when
   * it has none or the stored value does not open (another account's value, or another server secret).
   */
  open(row: { id: string; totpSecret: string | null }): { secret: string; legacy: boolean } | null;
  /** Whether a stored value is from before sealing. */
  isLegacy(stored: string): boolean;
}

export function createTotpSecrets(serverSecret: string): TotpSecrets {
  const box = createSecretBox(serverSecret, 'staff.totp-secret');
  return {
    seal: (plain, staffId) => box.seal(plain, staffId),
    open(row) {
      if (!row.totpSecret) return null;
      if (!box.isSealed(row.totpSecret)) return { secret: row.totpSecret, legacy: true };
      try {
        return { secret: box.open(row.totpSecret, row.id), legacy: false };
      } catch {
        return null;
      }
    },
    isLegacy: (stored) => !box.isSealed(stored),
  };
}
