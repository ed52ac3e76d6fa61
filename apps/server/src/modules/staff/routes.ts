import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminLoginConfigResponse,
  AdminLoginRequest,
  AdminOkResponse,
  AdminRefreshRequest,
  AdminTokenResponse,
  AdminVerifyResponse,
  StaffIdParams,
  TotpConfirmRequest,
  TotpEnrolmentResponse,
} from '@alphadesk/contracts';
import { clientOf, staffCallerOf } from '../../platform/access.ts';
import type { StaffModule } from './index.ts';
import type { StaffSignedIn } from './service.ts';

const tags = ['admin-auth'];
const perMinute = (max: number) => ({ max, timeWindow: '1 minute' });
const refreshCookie = 'alphadesk_admin_refresh';
const deviceCookie = 'alphadesk_admin_device';
// The refresh token is sent only to the back-office's auth endpoints, never to the member API.
const refreshCookiePath = '/api/admin/auth';

/** Back-office sign-in and session (admin spec §7.1, §4 session). */
export const staffRoutes =
  (staff: StaffModule, options: { secureCookies: boolean }): FastifyPluginAsyncZod =>
  async (app) => {
    const cookieOptions = { httpOnly: true, sameSite: 'strict' as const, secure: options.secureCookies };
    const client = (request: FastifyRequest) => ({
      ...clientOf(request),
      device: request.cookies[deviceCookie]?.slice(0, 300),
    });
    const signedIn = (reply: FastifyReply, session: StaffSignedIn) => {
      reply.setCookie(refreshCookie, session.refreshToken, {
        ...cookieOptions,
        path: refreshCookiePath,
        expires: session.refreshExpiresAt,
      });
      reply.setCookie(deviceCookie, session.device, {
        ...cookieOptions,
        path: refreshCookiePath,
        maxAge: 365 * 24 * 3600,
      });
      return {
        success: true as const,
        access_token: session.accessToken,
        refresh_token: session.refreshToken,
        token_type: 'Bearer' as const,
        expires_in: session.expiresIn,
        user: session.user,
      };
    };

    app.get(
      '/api/admin/auth/login-config',
      {
        config: { access: 'public', permission: 'public', rateLimit: perMinute(60) },
        schema: {
          tags,
          summary: '登入頁設定（示範帳號僅限非正式環境）',
          response: { 200: AdminLoginConfigResponse },
        },
      },
      async () => ({
        success: true as const,
        demo_accounts: staff.demoAccounts().map((account) => ({
          label: account.label,
          email: account.email,
          password: account.password,
          totp_secret: account.totpSecret,
        })),
      }),
    );

    app.post(
      '/api/admin/auth/login',
      {
        config: { access: 'public', permission: 'public', rateLimit: perMinute(60) },
        schema: {
          tags,
          summary: '管理員登入',
          body: AdminLoginRequest,
          response: { 200: AdminTokenResponse },
        },
      },
      async (request, reply) => signedIn(reply, await staff.login(request.body, client(request))),
    );

    app.post(
      '/api/admin/auth/refresh',
      {
        config: { access: 'public', permission: 'public', rateLimit: perMinute(60) },
        schema: {
          tags,
          summary: '更新管理員權杖',
          body: AdminRefreshRequest,
          response: { 200: AdminTokenResponse },
        },
      },
      async (request, reply) => {
        const token = request.body.refresh_token ?? request.cookies[refreshCookie]?.slice(0, 200);
        return signedIn(reply, await staff.refresh(token, client(request)));
      },
    );

    app.get(
      '/api/admin/auth/verify',
      {
        config: { access: 'staff', permission: 'signed-in', rateLimit: perMinute(120) },
        schema: { tags, summary: '驗證管理員登入', response: { 200: AdminVerifyResponse } },
      },
      async (request) => ({
        success: true as const,
        valid: true as const,
        user: await staff.me(staffCallerOf(request)),
      }),
    );

    app.post(
      '/api/admin/auth/logout',
      {
        config: { access: 'staff', permission: 'signed-in', rateLimit: perMinute(30) },
        schema: { tags, summary: '管理員登出', response: { 200: AdminOkResponse } },
      },
      async (request, reply) => {
        await staff.logout(staffCallerOf(request), client(request));
        reply.clearCookie(refreshCookie, { ...cookieOptions, path: refreshCookiePath });
        return { success: true as const };
      },
    );

    app.post(
      '/api/admin/auth/totp/enroll',
      {
        config: { access: 'staff', permission: 'signed-in', rateLimit: perMinute(10) },
        schema: { tags, summary: '設定雙重驗證', response: { 200: TotpEnrolmentResponse } },
      },
      async (request) => {
        const enrolment = await staff.enrolTotp(staffCallerOf(request), client(request));
        return {
          success: true as const,
          secret: enrolment.secret,
          otpauth_uri: enrolment.otpauthUri,
          recovery_codes: enrolment.recoveryCodes,
        };
      },
    );

    app.post(
      '/api/admin/auth/totp/confirm',
      {
        config: { access: 'staff', permission: 'signed-in', rateLimit: perMinute(10) },
        schema: {
          tags,
          summary: '確認雙重驗證',
          body: TotpConfirmRequest,
          response: { 200: AdminOkResponse },
        },
      },
      async (request) => {
        await staff.confirmTotp(staffCallerOf(request), request.body.code, client(request));
        return { success: true as const };
      },
    );

    app.post(
      '/api/admin/staff/:id/unlock',
      {
        config: {
          access: 'staff',
          permission: { module: 'security_management', action: 'write' },
          rateLimit: perMinute(30),
        },
        schema: {
          tags,
          summary: '解除管理員帳號鎖定',
          params: StaffIdParams,
          response: { 200: AdminOkResponse },
        },
      },
      async (request) => {
        await staff.unlock(staffCallerOf(request), request.params.id, client(request));
        return { success: true as const };
      },
    );
  };
