import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { enforceDeclaredAccess } from './access.ts';
import { registerErrorHandler } from './error-handler.ts';

async function appWith(register: (app: ReturnType<typeof base>) => void) {
  const app = base();
  enforceDeclaredAccess(app);
  registerErrorHandler(app);
  register(app);
  await app.ready();
  return app;
}
function base() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

describe('deny by default', () => {
  it('refuses to start with an /api route that declares no access', async () => {
    await expect(appWith((app) => app.get('/api/secret', async () => ({ ok: true })))).rejects.toThrow(
      /does not declare config.access/,
    );
  });

  it('rejects an anonymous caller of a member route before validating its body', async () => {
    let reached = false;
    const app = await appWith((app) =>
      app.post(
        '/api/private',
        { config: { access: 'member' }, schema: { body: z.strictObject({ n: z.number() }) } },
        async () => {
          reached = true;
          return { ok: true };
        },
      ),
    );
    const response = await app.inject({ method: 'POST', url: '/api/private', payload: { wrong: 'shape' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED', message: '請先登入' } });
    expect(reached).toBe(false);
  });

  it('refuses to start with a back-office route that declares no permission', async () => {
    await expect(
      appWith((app) =>
        app.get('/api/admin/secret', { config: { access: 'staff' } }, async () => ({ ok: true })),
      ),
    ).rejects.toThrow(/GET \/api\/admin\/secret does not declare config.permission/);
  });

  it('refuses a back-office route for members, and a public permission on a staff route', async () => {
    await expect(
      appWith((app) =>
        app.get(
          '/api/admin/mixed',
          { config: { access: 'member', permission: { module: 'dashboard', action: 'read' } } },
          async () => ({ ok: true }),
        ),
      ),
    ).rejects.toThrow(/cannot be for members/);
    await expect(
      appWith((app) =>
        app.get('/api/admin/open', { config: { access: 'staff', permission: 'public' } }, async () => ({
          ok: true,
        })),
      ),
    ).rejects.toThrow(/public permission/);
  });

  it('lets a public route through', async () => {
    const app = await appWith((app) =>
      app.get('/api/open', { config: { access: 'public' } }, async () => ({ ok: true })),
    );
    expect((await app.inject({ method: 'GET', url: '/api/open' })).statusCode).toBe(200);
  });
});

describe('error handler', () => {
  it('answers an unexpected failure with a generic zh-TW 500 and no internals', async () => {
    const app = await appWith((app) =>
      app.get('/api/broken', { config: { access: 'public' } }, async () => {
        throw new Error('relation "users" does not exist at select * from users');
      }),
    );
    const response = await app.inject({ method: 'GET', url: '/api/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('users');
    expect(response.json()).toMatchObject({
      success: false,
      error: { code: 'INTERNAL', message: '發生未知錯誤，請稍後再試' },
    });
  });
});
