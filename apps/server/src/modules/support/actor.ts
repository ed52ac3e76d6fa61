import type { FastifyRequest } from 'fastify';
import { staffCallerOf } from '../../platform/access.ts';
import type { AuditActor } from '../audit/index.ts';

/** The staff member behind a request, as the audit log names them. */
export function staffActorOf(request: FastifyRequest): AuditActor {
  const caller = staffCallerOf(request);
  return {
    id: caller.staffId,
    name: caller.name,
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
  };
}
