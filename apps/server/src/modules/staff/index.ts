import type { z } from 'zod';
import type { AdminLoginRequest, AdminPermission, AdminSessionUser, StaffRole } from '@alphadesk/contracts';
import type {
  PermissionsOverviewResponse,
  RecentRoleChangesResponse,
  StaffAccount,
  StaffCreateRequest,
  StaffStatusRequest,
  UserPermissionsResponse,
} from '@alphadesk/contracts';
import type { Db } from '@alphadesk/db';
import type { StaffCaller } from '../../platform/access.ts';
import { appError } from '../../platform/errors.ts';
import type { AuditModule } from '../audit/index.ts';
import { demoStaffAccounts, type DemoStaff } from './demo.ts';
import { createLockout } from './lockout.ts';
import { createStaffRepository } from './repository.ts';
import { roleAllows } from './rbac.ts';
import { createStaffManagement } from './management.ts';
import { createPermissionsOverview } from './overview.ts';
import { actorOf, createStaffService, type StaffClient, type StaffSignedIn } from './service.ts';
import { createStaffTokens } from './tokens.ts';
import { createTwoFactor } from './two-factor.ts';
import { createTotpSecrets } from './totp-secrets.ts';
import { newTotpSecret, stepAt } from './totp.ts';
import { readStaffSecurityFacts, type StaffSecurityFacts } from './security-facts.ts';

export { staffRoutes } from './routes.ts';
export { roleRoutes } from './roles-routes.ts';
export { staffManagementRoutes } from './management-routes.ts';
export { createStaffAuthenticator } from './authenticator.ts';
export type { StaffClient, StaffSignedIn } from './service.ts';
export type { DemoStaff } from './demo.ts';
export type { StaffSecurityFacts } from './security-facts.ts';

interface Client {
  ip: string;
  userAgent: string | null;
}

/** Back-office identity: staff accounts, their sessions, lockout, TOTP and the demo accounts. */
export interface StaffModule {
  login(input: z.output<typeof AdminLoginRequest>, client: StaffClient): Promise<StaffSignedIn>;
  /** Rotates a refresh token inside its family (a reused old token ends the family). */
  refresh(refreshToken: string | undefined, client: StaffClient): Promise<StaffSignedIn>;
  logout(caller: StaffCaller, client: Client): Promise<void>;
  me(caller: StaffCaller): Promise<AdminSessionUser>;
  authenticate(accessToken: string): Promise<StaffCaller | null>;
  enrolTotp(
    caller: StaffCaller,
    client: Client,
  ): Promise<{ secret: string; otpauthUri: string; recoveryCodes: string[] }>;
  confirmTotp(caller: StaffCaller, code: string, client: Client): Promise<void>;
  /** Lifts a lockout (every device bucket of the account); audited. */
  unlock(caller: StaffCaller, staffId: string, client: Client): Promise<void>;
  /**
   * Creates a staff account. A super administrator is created with TOTP already enabled, as it may
   * never sign in without it; the secret is returned once.
   */
  create(input: {
    username: string;
    email: string;
    name: string;
    password: string;
    role: StaffRole;
  }): Promise<{ id: string; totpSecret: string | null }>;
  /** Every staff account (permission page). */
  listStaff(): Promise<StaffAccount[]>;
  /** Creates an account from the back-office (permission_management:write), audited. */
  createStaff(
    caller: StaffCaller,
    input: StaffCreateRequest,
    client: Client,
  ): Promise<{ staff: StaffAccount; totpSecret: string | null }>;
  userPermissions(staffId: string): Promise<UserPermissionsResponse>;
  assignRole(
    caller: StaffCaller,
    staffId: string,
    role: StaffRole,
    reason: string,
    client: Client,
  ): Promise<StaffAccount>;
  revokeRole(
    caller: StaffCaller,
    staffId: string,
    role: StaffRole,
    reason: string,
    client: Client,
  ): Promise<StaffAccount>;
  setStatus(
    caller: StaffCaller,
    staffId: string,
    change: z.output<typeof StaffStatusRequest>,
    client: Client,
  ): Promise<StaffAccount>;
  permissionsOverview(): Promise<Omit<z.infer<typeof PermissionsOverviewResponse>, 'success'>>;
  recentRoleChanges(limit: number): Promise<z.infer<typeof RecentRoleChangesResponse>['changes']>;
  /** The ids of the active staff whose role holds a permission (who hears of what concerns it). */
  activeStaffAllowed(permission: AdminPermission): Promise<string[]>;
  /** Adds the demo accounts that are missing (never outside development and tests). */
  seedDemoAccounts(): Promise<void>;
  /** The demo accounts the login page may pre-fill: none in production. */
  demoAccounts(): DemoStaff[];
  /** Accounts, their two-factor state and live sessions, for the security centre's compliance checks. */
  securityFacts(): Promise<StaffSecurityFacts>;
}

export interface StaffModuleDeps {
  db: Db;
  audit: Pick<AuditModule, 'record' | 'list' | 'counts'>;
  /** The server's auth secret: staff tokens and the sealing of TOTP secrets use keys derived from it. */
  authSecret: string;
  /** Demo accounts exist only when true (outside production). */
  demo: boolean;
  now: () => Date;
  /** Tells the staff concerned (the notification centre, wired in services.ts); failures are logged there. */
  notify?: (kind: 'staff.locked', params: Record<string, string | number>) => Promise<unknown>;
}

const accessTokenSeconds = 15 * 60;
const sessionHours = 8;

export function createStaffModule(deps: StaffModuleDeps): StaffModule {
  const { db, audit, now } = deps;
  const repository = createStaffRepository(db);
  const tokens = createStaffTokens(deps.authSecret, accessTokenSeconds, now);
  const lockout = createLockout(repository, now);
  // TOTP secrets are stored sealed under a key derived from the same secret (totp-secrets.ts).
  const totpSecrets = createTotpSecrets(deps.authSecret);
  const service = createStaffService({
    repository,
    tokens,
    lockout,
    totpSecrets,
    audit,
    sessionHours,
    now,
    notify: deps.notify,
  });
  const twoFactor = createTwoFactor({ repository, totpSecrets, audit, now });
  const asStaff = (caller: StaffCaller) => ({ id: caller.staffId, name: caller.name });
  const management = createStaffManagement({ db, audit, totpSecrets, now });
  const overview = createPermissionsOverview({ db, audit });

  async function create(input: Parameters<StaffModule['create']>[0], totpSecret?: string) {
    const { id } = await service.create(input);
    if (input.role !== 'super_admin') return { id, totpSecret: null };
    const secret = totpSecret ?? newTotpSecret();
    await repository.setTotp(id, totpSecrets.seal(secret, id), [], now());
    // Enabled from creation; the step before now lets the first real code through.
    await repository.enableTotp(id, stepAt(now().getTime() / 1000) - 2, now());
    return { id, totpSecret: secret };
  }

  return {
    login: service.login,
    refresh: service.refresh,
    logout: (caller, client) => service.logout(caller.sessionId, asStaff(caller), client),
    me: (caller) => service.me(caller.staffId),
    authenticate: service.authenticate,
    enrolTotp: (caller, client) => twoFactor.enrol(asStaff(caller), client),
    confirmTotp: (caller, code, client) => twoFactor.confirm(asStaff(caller), code, client),
    async unlock(caller, staffId, client) {
      if (!(await repository.findById(staffId))) throw appError('STAFF_NOT_FOUND');
      const cleared = await lockout.unlockAccount(staffId);
      await audit.record({
        action: 'staff.unlocked',
        actor: actorOf(client, asStaff(caller)),
        target: { type: 'staff', id: staffId },
        details: { cleared_buckets: cleared },
      });
    },
    create: (input) => create(input),
    async activeStaffAllowed(permission) {
      const rows = await repository.activeRoles();
      return rows.filter((row) => roleAllows(row.role, permission)).map((row) => row.id);
    },
    listStaff: management.list,
    createStaff: management.create,
    userPermissions: management.permissionsOf,
    assignRole: management.assignRole,
    revokeRole: management.revokeRole,
    setStatus: management.setStatus,
    permissionsOverview: overview.overview,
    recentRoleChanges: overview.recentRoleChanges,
    async seedDemoAccounts() {
      if (!deps.demo) return;
      for (const account of demoStaffAccounts(deps.authSecret)) {
        if (await repository.findByLogin(account.email)) continue;
        await create(account, account.totpSecret ?? undefined);
      }
    },
    demoAccounts: () => (deps.demo ? demoStaffAccounts(deps.authSecret) : []),
    securityFacts: () => readStaffSecurityFacts(db, now()),
  };
}
