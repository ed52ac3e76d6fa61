import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../testing/server.ts';
import { buildStaffAccount } from '../../staff/testing/staff.ts';

/**
 * The system monitor pings the deployment's Redis. Runs in CI's PostgreSQL pass, where Redis answers
 * at TEST_REDIS_URL (vitest.config.ts leaves *.cluster.test.ts out of the embedded pass).
 */
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('the Redis probe', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ env: { REDIS_URL: redisUrl } });
  });
  afterAll(() => server.close());

  it('reports Redis up when REDIS_URL answers', async () => {
    const staff = await buildStaffAccount(server, 'readonly');
    const status = await server.app.inject({
      method: 'GET',
      url: '/api/admin/system/status',
      headers: staff.headers,
    });
    const services = status.json<{ services: { name: string; status: string; detail: string }[] }>().services;
    expect(services.find((service) => service.name === 'redis')).toMatchObject({
      status: 'up',
      detail: 'Redis',
    });
  });
});
