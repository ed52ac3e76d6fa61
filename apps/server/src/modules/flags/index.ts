import type { z } from 'zod';
import type {
  AdvancedAnalytics,
  Experiment,
  ExperimentCreateRequest,
  ExperimentResults,
  FeatureFlag,
  FeatureFlagCreateRequest,
  FeatureFlagUpdateRequest,
  configEnvironments,
} from '@alphadesk/contracts';
import { createAnalytics } from './analytics.ts';
import { createExperimentService } from './experiments.ts';
import { createFlagService } from './flags.ts';
import type { FlagsDeps, StaffActor } from './ports.ts';
import { createFlagsRepository } from './repository.ts';

export { flagRoutes } from './routes.ts';
export type { AnalyticsSources, FlagsDeps, StaffActor } from './ports.ts';

type Environment = (typeof configEnvironments)[number];
type ExperimentStatus = Experiment['status'];

/**
 * Feature flags, A/B experiments and advanced analytics (admin spec §2.17, §7.11b). Flags and
 * experiments bucket members with the shared hash of contracts (the member site computes the
 * same); statistics and forecasts come from core; every staff change is audited.
 */
export interface FlagsModule {
  environment: string;
  listFlags(environment: Environment): Promise<FeatureFlag[]>;
  createFlag(actor: StaffActor, input: z.output<typeof FeatureFlagCreateRequest>): Promise<FeatureFlag>;
  updateFlag(
    actor: StaffActor,
    id: string,
    input: z.output<typeof FeatureFlagUpdateRequest>,
  ): Promise<FeatureFlag>;
  toggleFlag(actor: StaffActor, id: string, enabled: boolean, environment: Environment): Promise<FeatureFlag>;
  emergencyDisable(actor: StaffActor, id: string, reason: string): Promise<FeatureFlag>;
  /** Every flag's value for a member, in the server's environment. */
  evaluateFlags(member: { userId: string; tier: string }): Promise<Record<string, boolean>>;

  listExperiments(status?: ExperimentStatus): Promise<Experiment[]>;
  createExperiment(actor: StaffActor, input: z.output<typeof ExperimentCreateRequest>): Promise<Experiment>;
  setExperimentStatus(
    actor: StaffActor,
    id: string,
    status: ExperimentStatus,
    reason: string,
  ): Promise<Experiment>;
  experimentResults(id: string): Promise<Omit<ExperimentResults, 'success'>>;
  assignments(userId: string): Promise<Record<string, { variant: string; surface: string }>>;
  expose(userId: string, key: string): Promise<{ variant: string; recorded: boolean }>;
  /** The payments module's completion point: converts the payer in the experiments they saw. */
  paymentCompleted(event: {
    userId: string;
    orderNumber: string;
    amount: number;
    paidAt: Date;
  }): Promise<number>;

  advancedAnalytics(timeframe: AdvancedAnalytics['timeframe']): Promise<Omit<AdvancedAnalytics, 'success'>>;
}

export function createFlagsModule(deps: FlagsDeps): FlagsModule {
  const repository = createFlagsRepository(deps.db);
  const flags = createFlagService(deps, repository);
  const experiments = createExperimentService(deps, repository);
  const analytics = createAnalytics(deps);
  return {
    environment: deps.environment,
    listFlags: flags.list,
    createFlag: flags.create,
    updateFlag: flags.update,
    toggleFlag: flags.toggle,
    emergencyDisable: flags.emergencyDisable,
    evaluateFlags: flags.evaluate,
    listExperiments: experiments.list,
    createExperiment: experiments.create,
    setExperimentStatus: experiments.setStatus,
    experimentResults: experiments.results,
    assignments: experiments.assignments,
    expose: experiments.expose,
    paymentCompleted: experiments.paymentCompleted,
    advancedAnalytics: analytics.advanced,
  };
}
