import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';
import { declaredRateLimits } from '../../platform/runtime-policy.ts';
import { configRoutes } from './settings/routes.ts';
import { monitorRoutes } from './monitor/routes.ts';
import { securityRoutes } from './security/routes.ts';
import { devopsRoutes } from './devops/routes.ts';
import type { OperationsModule } from './index.ts';

/** The operations screens' API (admin spec §7.3, §7.7, §7.9, §7.10). */
export const operationsRoutes =
  (operations: OperationsModule, root: FastifyInstance): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(configRoutes(operations.settings));
    await app.register(monitorRoutes(operations));
    await app.register(securityRoutes(operations.security));
    await app.register(devopsRoutes(operations, () => declaredRateLimits(root)));
  };
