import type { Db } from '@alphadesk/db';
import type { Logger } from '../../platform/logger.ts';
import type { JobQueue } from '../../platform/queue.ts';
import type { AccountsModule } from '../accounts/index.ts';
import type { EntitlementsModule } from '../entitlements/index.ts';
import type { MarketModule } from '../market/index.ts';
import type { PlansModule } from '../plans/index.ts';
import { createCatalogueService } from './catalogue.ts';
import { createLlmNarrator, templateNarrator, type Narrator, type NarratorSettings } from './narrator.ts';
import type { RunsRepository } from './runs-repository.ts';
import { createRunService } from './runs.ts';

/** Wires analysis runs and the analyst catalogue (the repository is made first: market uses it). */
export function createAnalysisRunsModule(deps: {
  db: Db;
  repository: RunsRepository;
  market: MarketModule;
  entitlements: EntitlementsModule;
  accounts: AccountsModule;
  plans: PlansModule;
  queue: JobQueue | null;
  log: Logger;
  now: () => Date;
  llm: NarratorSettings | null;
}) {
  let narrator: Narrator = deps.llm ? createLlmNarrator(deps.llm) : templateNarrator;
  let stageHook: ((runId: string, stage: string) => Promise<void>) | null = null;
  const runs = createRunService({
    ...deps,
    narrator: (result, report, instructions) => narrator(result, report, instructions),
    onStage: async (runId, stage) => stageHook?.(runId, stage),
  });
  return {
    runs,
    catalogue: createCatalogueService({ runs: deps.repository, plans: deps.plans }),
    /** Replaces the narrator (tests point it at a local chat-completions server). */
    setNarrator(next: Narrator): void {
      narrator = next;
    },
    /** Runs a hook before each stage (tests pause a run mid-way to stop the process under it). */
    setStageHook(hook: ((runId: string, stage: string) => Promise<void>) | null): void {
      stageHook = hook;
    },
  };
}
export type AnalysisRunsModule = ReturnType<typeof createAnalysisRunsModule>;
