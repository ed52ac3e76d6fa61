import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditLogQuery, AuditLogResponse, AuditVerifyResponse } from '@alphadesk/contracts';
import type { AuditModule } from './index.ts';

const tags = ['admin-audit'];
const perMinute = (max: number) => ({ max, timeWindow: '1 minute' });

/** The audit log (admin spec §7.11 audit-log) and the chain check. */
export const auditRoutes =
  (audit: AuditModule): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/permissions/audit-log',
      {
        config: {
          access: 'staff',
          permission: { module: 'permission_management', action: 'read' },
          rateLimit: perMinute(120),
        },
        schema: {
          tags,
          summary: '稽核日誌',
          querystring: AuditLogQuery,
          response: { 200: AuditLogResponse },
        },
      },
      async (request) => ({ success: true as const, ...(await audit.list(request.query)) }),
    );

    app.get(
      '/api/admin/audit/verify',
      {
        config: {
          access: 'staff',
          permission: { module: 'security_management', action: 'read' },
          rateLimit: perMinute(10),
        },
        schema: { tags, summary: '驗證稽核日誌雜湊鏈', response: { 200: AuditVerifyResponse } },
      },
      async () => {
        const result = await audit.verify();
        return {
          success: true as const,
          valid: result.valid,
          checked: result.checked,
          broken_at: result.brokenAt,
        };
      },
    );
  };
