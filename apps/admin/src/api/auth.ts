import { api } from './client.ts';

export interface AdminLoginRequest {
  email: string;
  password: string;
}

/**
 * `POST /api/admin/auth/login`. The response contract is not defined yet, so nothing from it is
 * used or stored; a failure surfaces the server's error (e.g. 404 until the endpoint exists).
 */
export async function adminLogin(credentials: AdminLoginRequest): Promise<void> {
  await api.post<unknown>('/api/admin/auth/login', credentials);
}
