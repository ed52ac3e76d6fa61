import { createOptimisationService, type OptimisationDeps } from './service.ts';

export { optimisationRoutes } from './routes.ts';
export type { OptimisationDeps } from './service.ts';

/**
 * AI optimisation (admin spec §2.19, §7.13): anomalies on the stored metric samples (robust
 * z-scores), recommendations measured from the platform's data, applied to an allow-list of runtime
 * settings through the configuration module (dry run first; watched afterwards and rolled back
 * through its restore when the watched metric regresses), forecasts of resources reaching their
 * thresholds, and the analysts' classification quality from the latest backtest.
 */
export function createOptimisationModule(deps: OptimisationDeps) {
  return createOptimisationService(deps);
}
export type OptimisationModule = ReturnType<typeof createOptimisationModule>;
