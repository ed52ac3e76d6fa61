import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@alphadesk/contracts';
import type { TestServer } from '../../../testing/server.ts';
import { randomIp } from '../../../testing/factories.ts';
import { base32Decode, totpAt } from '../totp.ts';

export interface TestStaff {
  id: string;
  role: StaffRole;
  email: string;
  password: string;
  totpSecret: string | null;
  accessToken: string;
  refreshToken: string;
  headers: { authorization: string };
}

/** The current TOTP code of a secret, `offsetSteps` 30-second steps from the server's clock. */
export function totpCode(secret: string, at: Date, offsetSteps = 0): string {
  return totpAt(base32Decode(secret), at.getTime() / 1000 + offsetSteps * 30);
}

/** A staff account of the role, made through the facade, and signed in through the login route. */
export async function buildStaffAccount(
  server: TestServer,
  role: StaffRole,
  options: { now?: () => Date } = {},
): Promise<TestStaff> {
  const suffix = randomUUID().slice(0, 8);
  const email = `${role}-${suffix}@staff.example.com`;
  const password = `Staff-${suffix}-Aa1`;
  const { id, totpSecret } = await server.services.staff.create({
    username: `${role}-${suffix}`,
    email,
    name: `測試${role}`,
    password,
    role,
  });
  const at = (options.now ?? (() => new Date()))();
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    payload: { email, password, ...(totpSecret ? { totp_code: totpCode(totpSecret, at) } : {}) },
    remoteAddress: randomIp(),
  });
  if (response.statusCode !== 200) throw new Error(`staff sign-in failed: ${response.body}`);
  const body = response.json() as { access_token: string; refresh_token: string };
  return {
    id,
    role,
    email,
    password,
    totpSecret,
    accessToken: body.access_token,
    refreshToken: body.refresh_token,
    headers: { authorization: `Bearer ${body.access_token}` },
  };
}
