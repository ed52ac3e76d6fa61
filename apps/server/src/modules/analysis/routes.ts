import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueRoutes } from './catalogue/routes.ts';
import { historyRoutes } from './history/routes.ts';
import type { AnalysisModule } from './index.ts';
import { runRoutes } from './runs/routes.ts';

/** Every route of the module: runs, the analyst catalogue, the history and shared analyses. */
export const analysisRoutes =
  (analysis: AnalysisModule): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(runRoutes(analysis));
    await app.register(catalogueRoutes(analysis));
    await app.register(historyRoutes(analysis));
  };
