import type { FastifyRequest } from 'fastify';
import type { StaffCaller } from '../../platform/access.ts';
import type { AuditActor } from '../audit/index.ts';

/** The staff member behind a request, as the audit log names them. */
export const actorOf = (request: FastifyRequest, caller: StaffCaller): AuditActor => ({
  id: caller.staffId,
  name: caller.name,
  ip: request.ip,
  userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
});
