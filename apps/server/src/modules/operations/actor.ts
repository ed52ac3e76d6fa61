import type { FastifyRequest } from 'fastify';
import { clientOf, type StaffCaller } from '../../platform/access.ts';
import type { AuditActor } from '../audit/index.ts';

/** The staff member behind a request, as the audit log names them. */
export const actorOf = (request: FastifyRequest, caller: StaffCaller): AuditActor => ({
  id: caller.staffId,
  name: caller.name,
  ...clientOf(request),
});
