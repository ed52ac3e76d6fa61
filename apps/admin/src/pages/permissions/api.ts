import type {
  AuditEntry,
  RecentRoleChange,
  StaffAccount,
  StaffRole,
  UserPermissionsResponse,
} from '@alphadesk/contracts';
import { api } from '../../api/client.ts';

export interface PermissionsOverview {
  total_roles: number;
  total_permissions: number;
  total_staff: number;
  active_staff: number;
  role_distribution: { role: StaffRole; count: number }[];
  audit_summary: {
    total_actions: number;
    role_assignments: number;
    permission_changes: number;
    security_events: number;
  };
}

export interface NewStaff {
  username: string;
  email: string;
  name: string;
  password: string;
  role: StaffRole;
}

const staffPath = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`;

/** The permission page's calls (admin spec §7.11). */
export const permissionsApi = {
  overview: () => api.get<PermissionsOverview>('/api/admin/permissions/overview'),
  staff: () => api.get<{ staff: StaffAccount[] }>('/api/admin/staff'),
  recentChanges: () =>
    api.get<{ changes: RecentRoleChange[] }>('/api/admin/permissions/recent-changes?limit=10'),
  auditLog: () =>
    api.get<{ entries: AuditEntry[]; total: number }>('/api/admin/permissions/audit-log?limit=10'),
  lookup: (id: string) => api.get<UserPermissionsResponse>(`${staffPath(id)}/permissions`),
  createStaff: (body: NewStaff) =>
    api.post<{ staff: StaffAccount; totp_secret: string | null }>('/api/admin/staff', body),
  assign: (id: string, role: StaffRole, reason: string) =>
    api.post<{ staff: StaffAccount }>(`${staffPath(id)}/roles`, {
      role_id: role,
      reason: reason || undefined,
    }),
  revoke: (id: string, role: StaffRole, reason: string) =>
    api.delete<{ staff: StaffAccount }>(`${staffPath(id)}/roles/${role}`, { reason: reason || undefined }),
  setStatus: (id: string, status: 'active' | 'disabled', reason: string) =>
    api.put<{ staff: StaffAccount }>(`/api/admin/staff/${encodeURIComponent(id)}/status`, {
      status,
      reason: reason || undefined,
    }),
};

export const taipeiTime = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('zh-TW', { timeZone: 'Asia/Taipei', hour12: false }) : '—';
