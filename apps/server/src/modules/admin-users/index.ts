import type { z } from 'zod';
import type {
  AdminUser,
  AdminUserExportQuery,
  AdminUserListQuery,
  AdminUserUpdateRequest,
} from '@alphadesk/contracts';
import type { Db } from '@alphadesk/db';
import type { StaffCaller } from '../../platform/access.ts';
import type { AccountsModule } from '../accounts/index.ts';
import type { AuditModule } from '../audit/index.ts';
import { membersCsv } from './csv.ts';

export { adminUserRoutes } from './routes.ts';

export interface StaffClient {
  ip: string;
  userAgent: string | null;
}

/** Back-office user management (admin spec §2.4, §7.2): reads and audited edits of members. */
export interface AdminUsersModule {
  list(query: z.output<typeof AdminUserListQuery>): Promise<{ users: AdminUser[]; total: number }>;
  get(id: string): Promise<AdminUser>;
  /** The filtered list as CSV (UTF-8 with BOM so spreadsheet programs read the Chinese names). */
  exportCsv(filters: z.output<typeof AdminUserExportQuery>): Promise<string>;
  update(
    caller: StaffCaller,
    id: string,
    patch: AdminUserUpdateRequest,
    client: StaffClient,
  ): Promise<AdminUser>;
  remove(caller: StaffCaller, id: string, client: StaffClient): Promise<void>;
}

export interface AdminUsersDeps {
  db: Db;
  accounts: Pick<
    AccountsModule,
    'listMembers' | 'eachMember' | 'memberById' | 'updateMember' | 'deleteMember'
  >;
  audit: Pick<AuditModule, 'record'>;
  /** API calls today and this month per member (the api-keys module's metering). */
  apiUsage: { callsOf(userIds: readonly string[]): Promise<Map<string, { today: number; month: number }>> };
}

export function createAdminUsersModule(deps: AdminUsersDeps): AdminUsersModule {
  const { db, accounts, audit, apiUsage } = deps;
  // The directory leaves the API counts null; they come from the metering, one query per page.
  const withUsage = async (members: AdminUser[]): Promise<AdminUser[]> => {
    const calls = await apiUsage.callsOf(members.map((member) => member.id));
    return members.map((member) => ({
      ...member,
      apiCallsToday: calls.get(member.id)?.today ?? 0,
      apiCallsMonth: calls.get(member.id)?.month ?? 0,
    }));
  };
  const actor = (caller: StaffCaller, client: StaffClient) => ({
    id: caller.staffId,
    name: caller.name,
    ip: client.ip,
    userAgent: client.userAgent,
  });
  return {
    list: async (query) => {
      const page = await accounts.listMembers(query);
      return { ...page, users: await withUsage(page.users) };
    },
    get: async (id) => (await withUsage([await accounts.memberById(id)]))[0]!,
    exportCsv: (filters) => membersCsv(accounts.eachMember(filters)),
    // The change and its audit entry commit together or not at all.
    update: (caller, id, patch, client) =>
      db.transaction(async (tx) => {
        const { before, after } = await accounts.updateMember(id, patch, tx as unknown as Db);
        await audit.record(
          {
            action: 'user.updated',
            actor: actor(caller, client),
            target: { type: 'user', id },
            before,
            after,
            details: { changed: Object.keys(patch) },
          },
          tx as unknown as Db,
        );
        return after;
      }),
    remove: (caller, id, client) =>
      db.transaction(async (tx) => {
        const { before } = await accounts.deleteMember(id, tx as unknown as Db);
        await audit.record(
          {
            action: 'user.deleted',
            actor: actor(caller, client),
            target: { type: 'user', id },
            before,
            after: null,
          },
          tx as unknown as Db,
        );
      }),
  };
}
