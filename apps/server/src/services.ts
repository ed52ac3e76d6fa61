import type { Database } from '@alphadesk/db';
import { createPlanRepository } from './modules/plans/repository.ts';
import { createPlanService } from './modules/plans/service.ts';
import { createHeartbeatService } from './modules/system/heartbeat.ts';

/** Wires each module's service to its repository. Modules reach each other only through these. */
export function createServices(database: Database) {
  return {
    plans: createPlanService(createPlanRepository(database.db)),
    heartbeats: createHeartbeatService(database.db),
  };
}
export type Services = ReturnType<typeof createServices>;
