import { appError } from '../../platform/errors.ts';
import type { AuditModule } from '../audit/index.ts';
import type { StaffRepository } from './repository.ts';
import type { TotpSecrets } from './totp-secrets.ts';
import { actorOf } from './service.ts';
import { sha256 } from './tokens.ts';
import { matchTotp, newRecoveryCodes, newTotpSecret, normaliseRecoveryCode, otpauthUri } from './totp.ts';

interface Caller {
  id: string;
  name: string;
}
interface Client {
  ip: string;
  userAgent: string | null;
}

/** TOTP enrolment: a secret and recovery codes now, enabled once a first code is confirmed. */
export function createTwoFactor(deps: {
  repository: StaffRepository;
  totpSecrets: TotpSecrets;
  audit: Pick<AuditModule, 'record'>;
  now: () => Date;
}) {
  const { repository, totpSecrets, audit, now } = deps;
  return {
    async enrol(caller: Caller, client: Client) {
      const row = await repository.findById(caller.id);
      if (!row) throw appError('STAFF_NOT_FOUND');
      // An enabled second factor is replaced only after a confirmed code (confirm below), never here.
      if (row.totpEnabledAt) throw appError('CONFLICT');
      const secret = newTotpSecret();
      const recoveryCodes = newRecoveryCodes();
      await repository.setTotp(
        row.id,
        totpSecrets.seal(secret, row.id),
        recoveryCodes.map((code) => sha256(normaliseRecoveryCode(code))),
        null,
      );
      await audit.record({
        action: 'staff.totp_enrolment_started',
        actor: actorOf(client, caller),
        target: { type: 'staff', id: row.id },
      });
      return { secret, otpauthUri: otpauthUri(secret, row.email), recoveryCodes };
    },

    async confirm(caller: Caller, code: string, client: Client) {
      const row = await repository.findById(caller.id);
      if (!row?.totpSecret || row.totpEnabledAt) throw appError('ADMIN_TOTP_INVALID');
      const stored = totpSecrets.open(row);
      if (!stored) throw appError('ADMIN_TOTP_INVALID');
      const step = matchTotp(stored.secret, code, now().getTime() / 1000, row.totpLastStep);
      if (step === null) throw appError('ADMIN_TOTP_INVALID');
      await repository.enableTotp(row.id, step, now());
      // An enrolment started before secrets were sealed is sealed once confirmed.
      if (stored.legacy)
        await repository.replaceTotpSecret(row.id, row.totpSecret, totpSecrets.seal(stored.secret, row.id));
      await audit.record({
        action: 'staff.totp_enabled',
        actor: actorOf(client, caller),
        target: { type: 'staff', id: row.id },
      });
    },
  };
}
