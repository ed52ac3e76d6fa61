import { createHmac } from 'node:crypto';
import type { StaffRole } from '@alphadesk/contracts';
import { base32Encode } from './totp.ts';

/**
 * The demo back-office accounts seeded outside production: a super administrator (with TOTP) and a
 * manager. Their passwords and TOTP secret are derived from the server's auth secret, so none is
 * written in the source and each installation has its own.
 */
export interface DemoStaff {
  label: string;
  username: string;
  email: string;
  name: string;
  role: StaffRole;
  password: string;
  totpSecret: string | null;
}

export function demoStaffAccounts(authSecret: string): DemoStaff[] {
  const derive = (purpose: string) =>
    createHmac('sha256', authSecret).update(`demo staff ${purpose}`).digest();
  const password = (purpose: string) => `Demo-${derive(purpose).toString('base64url').slice(0, 12)}9a`;
  return [
    {
      label: '超級管理員',
      username: 'superadmin',
      email: 'superadmin@alphadesk.demo',
      name: '示範超級管理員',
      role: 'super_admin',
      password: password('super_admin password'),
      totpSecret: base32Encode(derive('super_admin totp').subarray(0, 20)),
    },
    {
      label: '經理',
      username: 'manager',
      email: 'manager@alphadesk.demo',
      name: '示範經理',
      role: 'manager',
      password: password('manager password'),
      totpSecret: null,
    },
  ];
}
