import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  AuthConfigResponse,
  AuthResponse,
  ChangePasswordRequest,
  ForgotPasswordRequest,
  GoogleLoginRequest,
  GoogleLoginResponse,
  GuestResponse,
  LoginRequest,
  MeResponse,
  RegisterRequest,
  ResetPasswordRequest,
  SuccessMessage,
} from '@alphadesk/contracts';
import type { Locale } from '@alphadesk/core';
import { callerOf } from '../../platform/access.ts';
import { requestLocale } from '../../platform/error-handler.ts';
import { appError } from '../../platform/errors.ts';
import type { AccountsModule } from './index.ts';
import type { SignedIn } from './service.ts';
import { bearerToken, clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './cookies.ts';
import { accountMessage, localisedProfile, welcomeBackMessage } from './texts.ts';

const perIp = (max: number, timeWindow: string) => ({ max, timeWindow });

export const accountRoutes =
  (accounts: AccountsModule, options: { secureCookies: boolean }): FastifyPluginAsyncZod =>
  async (app) => {
    const client = (request: FastifyRequest) => ({
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      refreshToken: readRefreshCookie(request),
    });
    const optionalCaller = async (request: FastifyRequest) => {
      const token = bearerToken(request);
      return token ? accounts.authenticate(token) : null;
    };
    const localeOf = (request: FastifyRequest): Locale => requestLocale(request.headers['accept-language']);
    const present = (signedIn: SignedIn, message: string, locale: Locale) => ({
      success: true as const,
      message,
      accessToken: signedIn.session.accessToken,
      accessTokenExpiresAt: signedIn.session.accessTokenExpiresAt.toISOString(),
      user: localisedProfile(signedIn.user, locale),
    });

    app.get(
      '/api/auth/config',
      { config: { access: 'public' }, schema: { tags: ['auth'], response: { 200: AuthConfigResponse } } },
      async () => ({ googleClientId: accounts.googleClientId() }),
    );

    app.post(
      '/api/auth/register',
      {
        config: { access: 'public', rateLimit: perIp(10, '1 hour') },
        schema: { tags: ['auth'], summary: '註冊', body: RegisterRequest, response: { 201: AuthResponse } },
      },
      async (request, reply) => {
        const signedIn = await accounts.register(
          request.body,
          client(request),
          await optionalCaller(request),
        );
        setRefreshCookie(reply, signedIn.session, options.secureCookies);
        const locale = localeOf(request);
        return reply.status(201).send(present(signedIn, accountMessage('registered', locale), locale));
      },
    );

    app.post(
      '/api/auth/login',
      {
        config: { access: 'public', rateLimit: perIp(30, '1 minute') },
        schema: { tags: ['auth'], summary: '登入', body: LoginRequest, response: { 200: AuthResponse } },
      },
      async (request, reply) => {
        const signedIn = await accounts.login(request.body, client(request));
        setRefreshCookie(reply, signedIn.session, options.secureCookies);
        const locale = localeOf(request);
        return present(signedIn, welcomeBackMessage(signedIn.user.name, locale), locale);
      },
    );

    app.post(
      '/api/auth/guest',
      {
        config: { access: 'public', rateLimit: perIp(10, '1 hour') },
        schema: { tags: ['auth'], summary: '訪客模式', response: { 201: GuestResponse } },
      },
      async (request, reply) => {
        const signedIn = await accounts.startGuest(client(request));
        setRefreshCookie(reply, signedIn.session, options.secureCookies);
        return reply.status(201).send({
          ...present(signedIn, accountMessage('guestStarted', localeOf(request)), localeOf(request)),
          session_id: signedIn.user.id,
        });
      },
    );

    app.post(
      '/api/auth/google-login',
      {
        config: { access: 'public', rateLimit: perIp(30, '1 minute') },
        schema: {
          tags: ['auth'],
          summary: 'Google 登入',
          body: GoogleLoginRequest,
          response: { 200: GoogleLoginResponse },
        },
      },
      async (request, reply) => {
        const signedIn = await accounts.googleLogin(request.body.google_token, client(request));
        setRefreshCookie(reply, signedIn.session, options.secureCookies);
        return {
          ...present(signedIn, accountMessage('googleSignedIn', localeOf(request)), localeOf(request)),
          user_id: signedIn.user.id,
          is_new_user: signedIn.isNewUser,
          access_token: signedIn.session.accessToken,
        };
      },
    );

    app.post(
      '/api/auth/refresh',
      {
        config: { access: 'public', rateLimit: perIp(60, '1 minute') },
        schema: { tags: ['auth'], summary: '更新存取權杖', response: { 200: AuthResponse } },
      },
      async (request, reply) => {
        const token = readRefreshCookie(request);
        try {
          if (!token) throw appError('SESSION_EXPIRED');
          const signedIn = await accounts.refresh(token, client(request));
          setRefreshCookie(reply, signedIn.session, options.secureCookies);
          return present(signedIn, 'ok', localeOf(request));
        } catch (error) {
          clearRefreshCookie(reply, options.secureCookies);
          throw error;
        }
      },
    );

    app.post(
      '/api/auth/logout',
      {
        config: { access: 'public', rateLimit: perIp(60, '1 minute') },
        schema: { tags: ['auth'], summary: '登出', response: { 200: SuccessMessage } },
      },
      async (request, reply) => {
        await accounts.logout(readRefreshCookie(request), await optionalCaller(request));
        clearRefreshCookie(reply, options.secureCookies);
        return { success: true as const, message: accountMessage('signedOut', localeOf(request)) };
      },
    );

    app.post(
      '/api/auth/forgot-password',
      {
        config: { access: 'public', rateLimit: perIp(5, '15 minutes') },
        schema: {
          tags: ['auth'],
          summary: '忘記密碼',
          body: ForgotPasswordRequest,
          response: { 200: SuccessMessage },
        },
      },
      async (request) => {
        await accounts.requestPasswordReset(request.body.email);
        // The same answer whether or not the address has an account.
        return { success: true as const, message: accountMessage('resetLinkSent', localeOf(request)) };
      },
    );

    app.post(
      '/api/auth/reset-password',
      {
        config: { access: 'public', rateLimit: perIp(10, '15 minutes') },
        schema: {
          tags: ['auth'],
          summary: '重設密碼',
          body: ResetPasswordRequest,
          response: { 200: SuccessMessage },
        },
      },
      async (request) => {
        await accounts.resetPassword(request.body.token, request.body.password);
        return { success: true as const, message: accountMessage('passwordReset', localeOf(request)) };
      },
    );

    app.get(
      '/api/user/me',
      {
        config: { access: 'member' },
        schema: { tags: ['user'], summary: '目前使用者', response: { 200: MeResponse } },
      },
      async (request) => ({
        user: localisedProfile(await accounts.me(callerOf(request)), localeOf(request)),
      }),
    );

    app.put(
      '/api/user/password',
      {
        config: { access: 'member', rateLimit: perIp(10, '15 minutes') },
        schema: {
          tags: ['user'],
          summary: '變更密碼',
          body: ChangePasswordRequest,
          response: { 200: SuccessMessage },
        },
      },
      async (request) => {
        await accounts.changePassword(callerOf(request), request.body);
        return { success: true as const, message: accountMessage('passwordChanged', localeOf(request)) };
      },
    );
  };
