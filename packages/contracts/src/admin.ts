import { z } from 'zod';
import { adminActions, adminModules, staffRoles } from './admin-permissions.ts';
import { errorMessage } from './errors/catalogue.ts';
import { safeText } from './text.ts';

/** Back-office sign-in, session, audit log and user management (admin spec §3, §5, §7.1, §7.2). */

const incomplete = errorMessage('ADMIN_LOGIN_INCOMPLETE', 'zh-TW');
const totpCodeMessage = '驗證碼為 6 位數字，或 10 碼的備用碼';

export const StaffRole = z.enum(staffRoles);
export type StaffRole = z.infer<typeof StaffRole>;
export const AdminModuleName = z.enum(adminModules);
export const AdminActionName = z.enum(adminActions);

/** A TOTP code (6 digits) or a recovery code (10 characters, dashes ignored). */
export const TotpCode = safeText({ error: totpCodeMessage })
  .trim()
  .max(12, totpCodeMessage)
  .regex(/^(\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})$/, totpCodeMessage);

export const AdminLoginRequest = z.strictObject({
  /** The admin account: a username or an e-mail address. */
  email: safeText({ error: incomplete }).trim().min(1, incomplete).max(254, incomplete),
  password: safeText({ error: incomplete }).min(1, incomplete).max(128, incomplete),
  totp_code: TotpCode.optional(),
});

export const AdminSessionUser = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  name: z.string(),
  role: StaffRole,
  permissions: z.array(z.string()),
  totp_enabled: z.boolean(),
});
export type AdminSessionUser = z.infer<typeof AdminSessionUser>;

export const AdminTokenResponse = z.object({
  success: z.literal(true),
  access_token: z.string(),
  /** Also set as an httpOnly cookie scoped to /api/admin/auth; the back-office uses the cookie. */
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  user: AdminSessionUser,
});

export const AdminRefreshRequest = z.strictObject({
  refresh_token: safeText().max(200, '更新權杖格式錯誤').optional(),
});

export const AdminVerifyResponse = z.object({
  success: z.literal(true),
  valid: z.literal(true),
  user: AdminSessionUser,
});
export const AdminOkResponse = z.object({ success: z.literal(true) });

export const TotpEnrolmentResponse = z.object({
  success: z.literal(true),
  secret: z.string(),
  otpauth_uri: z.string(),
  recovery_codes: z.array(z.string()),
});
export const TotpConfirmRequest = z.strictObject({ code: TotpCode });

export const StaffIdParams = z.strictObject({
  id: safeText().regex(/^[0-9a-f-]{36}$/, '管理員編號格式錯誤'),
});

/** Public facts the login page needs: demo accounts exist only outside production. */
export const AdminLoginConfigResponse = z.object({
  success: z.literal(true),
  demo_accounts: z.array(
    z.object({
      label: z.string(),
      email: z.string(),
      password: z.string(),
      totp_secret: z.string().nullable(),
    }),
  ),
});

export const AuditEntry = z.object({
  id: z.string(),
  seq: z.number().int(),
  action_type: z.string(),
  timestamp: z.string(),
  performed_by: z.string().nullable(),
  actor_id: z.string().nullable(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  ip_address: z.string().nullable(),
  user_agent: z.string().nullable(),
  success: z.boolean(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  details: z.unknown().nullable(),
  hash: z.string(),
  prev_hash: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditLogQuery = z.strictObject({
  limit: z.coerce
    .number({ error: '筆數須為 1 到 100 的整數' })
    .int('筆數須為 1 到 100 的整數')
    .min(1, '筆數須為 1 到 100 的整數')
    .max(100, '筆數須為 1 到 100 的整數')
    .default(10),
  offset: z.coerce
    .number({ error: '位移須為 0 以上的整數' })
    .int('位移須為 0 以上的整數')
    .min(0, '位移須為 0 以上的整數')
    .max(1_000_000, '位移須為 0 以上的整數')
    .default(0),
  action_type: safeText().trim().max(64, '動作類型過長').optional(),
  actor_id: safeText().trim().max(64, '管理員編號過長').optional(),
  /** The entries about one account (the target: a staff member or a member). */
  user_id: safeText().trim().max(64, '用戶編號過長').optional(),
});
export const AuditLogResponse = z.object({
  success: z.literal(true),
  entries: z.array(AuditEntry),
  total: z.number().int(),
});
export const AuditVerifyResponse = z.object({
  success: z.literal(true),
  valid: z.boolean(),
  checked: z.number().int(),
  /** The first row whose hash or link does not match, when one does not. */
  broken_at: z.number().int().nullable(),
});

/** A role as the permission page shows it (admin spec §3 Role; system roles only for now). */
export const AdminRoleInfo = z.object({
  id: z.string(),
  name: z.string(),
  is_system_role: z.literal(true),
  permissions: z.array(z.string()),
});
export const AdminRolesResponse = z.object({ success: z.literal(true), roles: z.array(AdminRoleInfo) });

/** One module × action of the permission matrix, with the roles holding it. */
export const AdminPermissionMatrixResponse = z.object({
  success: z.literal(true),
  matrix: z.array(
    z.object({
      permission_name: z.string(),
      category: z.string(),
      action: z.string(),
      roles: z.array(z.string()),
    }),
  ),
});
