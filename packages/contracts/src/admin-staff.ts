import { z } from 'zod';
import { StaffRole } from './admin.ts';
import { safeText } from './text.ts';

/**
 * Staff accounts and their roles (admin spec §2.5, §3 Role / User permissions / Audit entry, §7.11).
 * The "users" of the permission page are back-office staff: `/api/admin/users/{id}/roles` and
 * `/api/admin/users/{id}/permissions` take a staff account's id (members hold no back-office role).
 */

const passwordMessage = '管理員密碼須為 12 到 128 個字元，並包含大小寫字母和數字';
const usernameMessage = '帳號須為 3 到 32 個英文字母、數字、點、底線或連字號';
const emailMessage = '請輸入有效的電子郵件地址';
const nameMessage = '請輸入 1 到 50 個字的姓名';
const reasonMessage = '原因最多 200 個字';
const roleMessage = '角色須為 super_admin、manager、admin、finance 或 readonly';

export const StaffRoleName = z.enum(StaffRole.options, { error: roleMessage });

export const StaffPassword = safeText({ error: passwordMessage })
  .min(12, passwordMessage)
  .max(128, passwordMessage)
  .refine((value) => /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value), {
    error: passwordMessage,
  });

export const StaffCreateRequest = z.strictObject({
  username: safeText({ error: usernameMessage })
    .trim()
    .regex(/^[A-Za-z0-9._-]{3,32}$/, usernameMessage)
    .transform((value) => value.toLowerCase()),
  email: safeText({ error: emailMessage })
    .trim()
    .min(3, emailMessage)
    .max(254, emailMessage)
    .pipe(z.email({ error: emailMessage }))
    .transform((value) => value.toLowerCase()),
  name: safeText({ error: nameMessage }).trim().min(1, nameMessage).max(50, nameMessage),
  password: StaffPassword,
  role: StaffRoleName,
});
export type StaffCreateRequest = z.output<typeof StaffCreateRequest>;

/** A reason kept in the audit log; the spec's default reasons when the caller gives none (§9). */
const reason = (fallback: string) => safeText().trim().max(200, reasonMessage).default(fallback);

export const StaffRoleAssignRequest = z.strictObject({
  role_id: StaffRoleName,
  reason: reason('Admin assignment'),
});
/** A DELETE may come without a body: read as `{}` (the default reason). */
export const StaffRoleRevokeRequest = z.preprocess(
  (value) => value ?? {},
  z.strictObject({ reason: reason('Admin revocation') }),
);
export const StaffRoleParams = z.strictObject({
  id: safeText().regex(/^[0-9a-f-]{36}$/, '管理員編號格式錯誤'),
  roleId: StaffRoleName,
});

export const staffStatuses = ['active', 'disabled'] as const;
export const StaffStatusRequest = z.strictObject({
  status: z.enum(staffStatuses, { error: '狀態須為 active 或 disabled' }),
  reason: reason('Admin update'),
});

/** A staff account as the back-office lists it (never its hashes or TOTP secret). */
export const StaffAccount = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  name: z.string(),
  role: StaffRole,
  status: z.enum(staffStatuses),
  totp_enabled: z.boolean(),
  role_assigned_at: z.string(),
  role_assigned_by: z.string().nullable(),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
});
export type StaffAccount = z.infer<typeof StaffAccount>;

export const StaffListResponse = z.object({ success: z.literal(true), staff: z.array(StaffAccount) });
export const StaffResponse = z.object({ success: z.literal(true), staff: StaffAccount });
export const StaffCreateResponse = z.object({
  success: z.literal(true),
  staff: StaffAccount,
  /** A super administrator is created with TOTP on: its secret, shown once. */
  totp_secret: z.string().nullable(),
});

/** One staff member's permissions (spec §3 User permissions). Roles are one per account. */
export const UserPermissionsResponse = z.object({
  success: z.literal(true),
  user_id: z.string(),
  username: z.string(),
  status: z.enum(staffStatuses),
  roles: z.array(
    z.object({ role_name: StaffRole, assigned_at: z.string(), assigned_by: z.string().nullable() }),
  ),
  /** The back-office grants by role only: no permission is granted to a person directly. */
  direct_permissions: z.array(z.string()),
  effective_permissions: z.array(z.string()),
  permission_summary: z.object({
    can_manage_users: z.boolean(),
    can_manage_content: z.boolean(),
    can_view_analytics: z.boolean(),
    can_manage_system: z.boolean(),
  }),
});
export type UserPermissionsResponse = z.infer<typeof UserPermissionsResponse>;

/** Overview counts of the permission page (spec §2.5), from the stored accounts and audit log. */
export const PermissionsOverviewResponse = z.object({
  success: z.literal(true),
  total_roles: z.number().int(),
  total_permissions: z.number().int(),
  total_staff: z.number().int(),
  active_staff: z.number().int(),
  role_distribution: z.array(z.object({ role: StaffRole, count: z.number().int() })),
  audit_summary: z.object({
    total_actions: z.number().int(),
    role_assignments: z.number().int(),
    permission_changes: z.number().int(),
    security_events: z.number().int(),
  }),
});

/** Recent role changes (spec §3 Recent role change), read from the audit log. */
export const RecentRoleChangesResponse = z.object({
  success: z.literal(true),
  changes: z.array(
    z.object({
      id: z.string(),
      action: z.enum(['granted', 'revoked', 'modified']),
      role_name: z.string(),
      user_name: z.string().nullable(),
      performed_by: z.string().nullable(),
      details: z.string(),
      timestamp: z.string(),
    }),
  ),
});
export type RecentRoleChange = z.infer<typeof RecentRoleChangesResponse>['changes'][number];
