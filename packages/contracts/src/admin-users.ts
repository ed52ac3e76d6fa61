import { z } from 'zod';
import { pageLimit, pageNumber } from './paging.ts';
import { safeText } from './text.ts';

/** Back-office user management (admin spec §2.4, §3 User, §5 edit user, §7.2, §9 page sizes). */

export const memberStatuses = ['active', 'inactive', 'suspended'] as const;
export const memberRoles = ['user', 'manager', 'admin'] as const;
export const membershipTiers = ['FREE', 'GOLD', 'DIAMOND'] as const;
export const MemberStatus = z.enum(memberStatuses, { error: '狀態須為 active、inactive 或 suspended' });
export const MemberRole = z.enum(memberRoles, { error: '角色須為 user、manager 或 admin' });
export const MembershipTier = z.enum(membershipTiers, { error: '會員等級須為 FREE、GOLD 或 DIAMOND' });
export const userSortFields = ['createdAt', 'username', 'email', 'lastLogin', 'membershipTier'] as const;

export const AdminUserListQuery = z.strictObject({
  page: pageNumber,
  limit: pageLimit(10),
  keyword: safeText().trim().max(100, '搜尋字詞最多 100 個字').optional(),
  role: MemberRole.optional(),
  status: MemberStatus.optional(),
  tier: MembershipTier.optional(),
  sort: z.enum(userSortFields, { error: '排序欄位不正確' }).default('createdAt'),
  order: z.enum(['asc', 'desc'], { error: '排序方向須為 asc 或 desc' }).default('desc'),
});
/** The export takes the list's filters and sort, without paging. */
export const AdminUserExportQuery = AdminUserListQuery.omit({ page: true, limit: true });

export const AdminUserIdParams = z.strictObject({
  id: safeText().regex(/^[0-9a-f-]{36}$/, '用戶編號格式錯誤'),
});

export const AdminUser = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string().nullable(),
  role: MemberRole,
  status: MemberStatus,
  membershipTier: MembershipTier,
  dailyApiQuota: z.number().int(),
  /** API calls are not metered yet: null rather than an invented number. */
  apiCallsToday: z.number().int().nullable(),
  apiCallsMonth: z.number().int().nullable(),
  lastLogin: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof AdminUser>;

export const AdminUserListResponse = z.object({
  success: z.literal(true),
  users: z.array(AdminUser),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export const AdminUserResponse = z.object({ success: z.literal(true), user: AdminUser });

const quotaMessage = '每日 API 配額須為 0 到 100,000 的整數';
export const AdminUserUpdateRequest = z
  .strictObject({
    role: MemberRole.optional(),
    status: MemberStatus.optional(),
    membershipTier: MembershipTier.optional(),
    dailyApiQuota: z
      .number({ error: quotaMessage })
      .int(quotaMessage)
      .min(0, quotaMessage)
      .max(100_000, quotaMessage)
      .optional(),
  })
  .refine((value) => Object.values(value).some((item) => item !== undefined), {
    error: '請至少修改一個欄位',
  });
export type AdminUserUpdateRequest = z.infer<typeof AdminUserUpdateRequest>;
