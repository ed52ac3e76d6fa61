import type { AdminSessionUser } from '@alphadesk/contracts';
import { requestJson } from '@alphadesk/ui';
import { api, sessionStore } from './client.ts';

export interface AdminLoginInput {
  email: string;
  password: string;
  totp_code?: string;
}

export interface DemoAccount {
  label: string;
  email: string;
  password: string;
  totp_secret: string | null;
}

/** `POST /api/admin/auth/login`: stores the session it answers. */
export async function adminLogin(input: AdminLoginInput): Promise<AdminSessionUser> {
  const answer = await requestJson<{ access_token: string; user: AdminSessionUser }>(
    '/api/admin/auth/login',
    {
      method: 'POST',
      body: input,
    },
  );
  sessionStore.save(answer);
  return answer.user;
}

export async function demoAccounts(): Promise<DemoAccount[]> {
  const answer = await requestJson<{ demo_accounts: DemoAccount[] }>('/api/admin/auth/login-config');
  return answer.demo_accounts;
}

/** Checks the stored session with the server (refreshing it once if its token expired). */
export async function verifySession(): Promise<AdminSessionUser> {
  const answer = await api.get<{ user: AdminSessionUser }>('/api/admin/auth/verify');
  return answer.user;
}

export async function adminLogout(): Promise<void> {
  try {
    await api.post('/api/admin/auth/logout');
  } finally {
    sessionStore.clear();
  }
}
