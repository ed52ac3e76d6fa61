import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has a documented default for everything', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '0.0.0.0',
      roles: ['api', 'ws', 'worker', 'scheduler'],
      seedDemoData: true,
      database: { url: undefined },
    });
    expect(config.database.dataDir).toMatch(/data$/);
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT="abc"/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://localhost/x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ ROLES: 'api,cron' })).toThrow(/ROLES/);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '1' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('reads roles, flags and a PostgreSQL URL', () => {
    const config = loadConfig({
      ROLES: 'worker, scheduler',
      SEED_DEMO_DATA: 'false',
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/db',
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(32),
    });
    expect(config.roles).toEqual(['worker', 'scheduler']);
    expect(config.seedDemoData).toBe(false);
    expect(config.database.url).toBe('postgres://u@127.0.0.1:5432/db');
    expect(config.database.poolSize).toBeUndefined();
    expect(loadConfig({ DATABASE_POOL_SIZE: '40' }).database.poolSize).toBe(40);
  });

  it('supervises jobs by heartbeat unless told not to, and refuses a heartbeat pg-boss cannot keep', () => {
    expect(loadConfig({}).jobs).toEqual({ heartbeatSeconds: 30, superviseIntervalSeconds: 30 });
    expect(loadConfig({ JOB_HEARTBEAT_SECONDS: '10', JOB_SUPERVISE_INTERVAL_SECONDS: '1' }).jobs).toEqual({
      heartbeatSeconds: 10,
      superviseIntervalSeconds: 1,
    });
    expect(loadConfig({ JOB_HEARTBEAT_SECONDS: '0' }).jobs.heartbeatSeconds).toBeNull();
    expect(() => loadConfig({ JOB_HEARTBEAT_SECONDS: '5' })).toThrow(/JOB_HEARTBEAT_SECONDS="5"/);
    expect(() => loadConfig({ JOB_SUPERVISE_INTERVAL_SECONDS: '0' })).toThrow(
      /JOB_SUPERVISE_INTERVAL_SECONDS="0"/,
    );
  });

  it('does not seed demo data in production unless asked', () => {
    expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) }).seedDemoData).toBe(false);
  });

  it('requires AUTH_SECRET in production and uses a per-process one in tests', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET/);
    expect(() => loadConfig({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET/);
    const a = loadConfig({ NODE_ENV: 'test' });
    expect(a.auth.secretIsEphemeral).toBe(true);
    expect(a.auth.secret.length).toBeGreaterThanOrEqual(32);
  });
});
