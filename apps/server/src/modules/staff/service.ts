import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { AdminLoginRequest, AdminSessionUser, StaffRole } from '@alphadesk/contracts';
import { appError } from '../../platform/errors.ts';
import type { AuditActor, AuditModule } from '../audit/index.ts';
import { lockoutPolicy, type Lockout } from './lockout.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { permissionsOf } from './rbac.ts';
import type { StaffRepository, StaffRow } from './repository.ts';
import { newOpaqueToken, sha256, type StaffTokens } from './tokens.ts';
import type { TotpSecrets } from './totp-secrets.ts';
import { matchTotp, normaliseRecoveryCode } from './totp.ts';

export interface StaffClient {
  ip: string;
  userAgent: string | null;
  /** The device cookie, when the browser sent one. */
  device: string | undefined;
}

export interface StaffSignedIn {
  accessToken: string;
  refreshToken: string;
  refreshExpiresAt: Date;
  expiresIn: number;
  device: string;
  user: AdminSessionUser;
}

export interface StaffServiceDeps {
  repository: StaffRepository;
  tokens: StaffTokens;
  lockout: Lockout;
  totpSecrets: TotpSecrets;
  audit: Pick<AuditModule, 'record'>;
  sessionHours: number;
  now: () => Date;
  notify?: (kind: 'staff.locked', params: Record<string, string | number>) => Promise<unknown>;
}

/** A rotated refresh token presented again within this window is two tabs racing, not a theft. */
const rotationGraceMs = 10_000;

export function presentStaff(row: StaffRow): AdminSessionUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    name: row.name,
    role: row.role,
    permissions: permissionsOf(row.role),
    totp_enabled: row.totpEnabledAt !== null,
  };
}

export const actorOf = (
  client: { ip: string; userAgent: string | null },
  staff?: { id: string; name: string } | null,
): AuditActor => ({
  id: staff?.id ?? null,
  name: staff?.name ?? null,
  ip: client.ip,
  userAgent: client.userAgent,
});

export function createStaffService(deps: StaffServiceDeps) {
  const { repository, tokens, lockout, totpSecrets, audit, now } = deps;

  async function issue(
    row: StaffRow,
    client: StaffClient,
    familyId: string = randomUUID(),
  ): Promise<StaffSignedIn> {
    const refreshToken = newOpaqueToken();
    const refreshExpiresAt = new Date(now().getTime() + deps.sessionHours * 3_600_000);
    await repository.insertSession({
      id: randomUUID(),
      staffId: row.id,
      familyId,
      tokenHash: sha256(refreshToken),
      expiresAt: refreshExpiresAt,
      ip: client.ip,
      userAgent: client.userAgent,
    });
    return {
      accessToken: await tokens.sign(row.id, familyId),
      refreshToken,
      refreshExpiresAt,
      expiresIn: tokens.ttlSeconds,
      device: tokens.deviceOf(client.device, row.id) ? client.device! : tokens.newDevice(row.id),
      user: presentStaff(row),
    };
  }

  /**
   * Checks a TOTP or recovery code; a code is accepted once. A secret stored before sealing is
   * sealed in place once it has been used successfully.
   */
  async function secondFactorMatches(row: StaffRow, code: string): Promise<boolean> {
    if (!row.totpSecret) return false;
    let matched: boolean;
    if (/^\d{6}$/.test(code)) {
      // A stored value that does not open (another account's, another server secret) matches no code.
      const stored = totpSecrets.open(row);
      const step = stored && matchTotp(stored.secret, code, now().getTime() / 1000, row.totpLastStep);
      matched = step !== null && (await repository.claimTotpStep(row.id, step));
    } else {
      matched = await repository.spendRecoveryCode(row.id, sha256(normaliseRecoveryCode(code)));
    }
    if (matched && totpSecrets.isLegacy(row.totpSecret))
      await repository.replaceTotpSecret(row.id, row.totpSecret, totpSecrets.seal(row.totpSecret, row.id));
    return matched;
  }

  async function refuse(event: {
    action: string;
    row: StaffRow | null;
    login: string;
    client: StaffClient;
    reason: string;
  }) {
    await audit.record({
      action: event.action,
      actor: actorOf(event.client, event.row),
      target: { type: 'staff', id: event.row?.id ?? event.login },
      success: false,
      details: { reason: event.reason, login: event.login },
    });
  }

  return {
    async login(input: z.output<typeof AdminLoginRequest>, client: StaffClient): Promise<StaffSignedIn> {
      const login = input.email.toLowerCase();
      const sourceKey = lockout.sourceKey(client.ip);
      await lockout.checkSource(sourceKey);
      const row = await repository.findByLogin(login);
      const device = row ? tokens.deviceOf(client.device, row.id) : null;
      const key = lockout.accountKey(row?.id ?? `unknown:${login}`, device);
      const reserved = await lockout.reserve(key);
      if ('lockedFor' in reserved) {
        await refuse({ action: 'staff.login_refused_locked', row, login, client, reason: 'locked' });
        throw appError('ADMIN_LOGIN_LOCKED', { minutes: reserved.lockedFor });
      }
      const passwordOk = await verifyPassword(row?.passwordHash ?? null, input.password);
      const fail = async (reason: string) => {
        await lockout.countSourceFailure(sourceKey);
        if (await lockout.failed(key, reserved.attempt)) {
          await refuse({ action: 'staff.locked', row, login, client, reason });
          // Only real accounts are announced (guessed names would let anyone fill the list); a
          // notice must never change the sign-in's answer, so its failure is only lost.
          if (row)
            await deps
              .notify?.('staff.locked', {
                login: row.username,
                failures: reserved.attempt,
                minutes: lockoutPolicy.lockMinutes,
                ip: client.ip,
              })
              .catch(() => undefined);
          return appError('ADMIN_LOGIN_LOCKED_NOW', { minutes: lockoutPolicy.lockMinutes });
        }
        await refuse({ action: 'staff.login_failed', row, login, client, reason });
        return reason === 'totp'
          ? appError('ADMIN_TOTP_INVALID')
          : appError('ADMIN_LOGIN_INCORRECT', {
              failures: reserved.attempt,
              limit: lockoutPolicy.maxFailures,
            });
      };
      if (!row || !passwordOk || row.status !== 'active') throw await fail('credentials');

      if (row.role === 'super_admin' && !row.totpEnabledAt) {
        await lockout.release(key);
        await refuse({
          action: 'staff.login_refused_no_totp',
          row,
          login,
          client,
          reason: 'totp_not_enrolled',
        });
        throw appError('ADMIN_TOTP_ENROLMENT_REQUIRED');
      }
      if (row.totpEnabledAt) {
        if (!input.totp_code) {
          // The password was right: asking for the code is not a failure (but does not clear one).
          await lockout.release(key);
          await refuse({ action: 'staff.login_totp_needed', row, login, client, reason: 'totp_needed' });
          throw appError('ADMIN_TOTP_REQUIRED');
        }
        if (!(await secondFactorMatches(row, input.totp_code))) throw await fail('totp');
      }
      await lockout.succeeded(key);
      await repository.touchLogin(row.id, now());
      const signedIn = await issue(row, client);
      await audit.record({
        action: 'staff.login',
        actor: actorOf(client, row),
        target: { type: 'staff', id: row.id },
        details: { second_factor: row.totpEnabledAt ? 'totp' : 'none' },
      });
      return signedIn;
    },

    async refresh(refreshToken: string | undefined, client: StaffClient): Promise<StaffSignedIn> {
      if (!refreshToken) throw appError('ADMIN_SESSION_EXPIRED');
      const session = await repository.sessionByTokenHash(sha256(refreshToken));
      const at = now();
      if (!session || session.revokedAt || session.expiresAt <= at) throw appError('ADMIN_SESSION_EXPIRED');
      if (session.rotatedAt || !(await repository.rotate(session.id, at))) {
        const rotatedAt = session.rotatedAt ?? at;
        // Presented again after the grace window: the token leaked; end the whole family.
        if (at.getTime() - rotatedAt.getTime() > rotationGraceMs)
          await repository.revokeFamily(session.familyId, at);
        throw appError('ADMIN_SESSION_EXPIRED');
      }
      const row = await repository.liveFamilyAccount(session.familyId, session.staffId, at);
      if (!row) throw appError('ADMIN_SESSION_EXPIRED');
      return issue(row, client, session.familyId);
    },

    async logout(
      familyId: string,
      caller: { id: string; name: string },
      client: { ip: string; userAgent: string | null },
    ): Promise<void> {
      await repository.revokeFamily(familyId, now());
      await audit.record({
        action: 'staff.logout',
        actor: actorOf(client, caller),
        target: { type: 'staff', id: caller.id },
      });
    },

    async authenticate(accessToken: string) {
      const claims = await tokens.verify(accessToken);
      if (!claims) return null;
      const row = await repository.liveFamilyAccount(claims.familyId, claims.staffId, now());
      return row ? { staffId: row.id, sessionId: claims.familyId, name: row.name, role: row.role } : null;
    },

    async me(staffId: string): Promise<AdminSessionUser> {
      const row = await repository.findById(staffId);
      if (!row) throw appError('ADMIN_SESSION_EXPIRED');
      return presentStaff(row);
    },

    async create(input: {
      username: string;
      email: string;
      name: string;
      password: string;
      role: StaffRole;
    }) {
      const id = randomUUID();
      await repository.insert({
        id,
        username: input.username.toLowerCase(),
        email: input.email.toLowerCase(),
        name: input.name,
        role: input.role,
        passwordHash: await hashPassword(input.password),
      });
      return { id };
    },
  };
}
export type StaffService = ReturnType<typeof createStaffService>;
