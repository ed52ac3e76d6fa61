import type { Locale } from '@alphadesk/core';
import type {
  PersonalFit,
  PersonalityResult,
  StartPersonalityTestResponse,
  SubmitPersonalityAnswerRequest,
  SubmitPersonalityAnswerResponse,
} from '@alphadesk/contracts';
import type { Db } from '@alphadesk/db';
import type { AuthContext } from '../../platform/access.ts';
import { createFit, type FitPorts } from './fit.ts';
import { createPersonalityRepository } from './repository.ts';
import { createPersonalityService, type Caller } from './service.ts';

export type { Caller } from './service.ts';
export type { CallForFit, FitPorts } from './fit.ts';
export { personalityRoutes } from './routes.ts';

/** The investor personality test: sessions, scoring (core's personality), results and their percentile. */
export interface PersonalityModule {
  start(caller: Caller, locale: Locale): Promise<StartPersonalityTestResponse>;
  submit(
    caller: Caller,
    request: SubmitPersonalityAnswerRequest,
    locale: Locale,
  ): Promise<SubmitPersonalityAnswerResponse>;
  /** The caller's latest result; 404 PERSONALITY_RESULT_NOT_FOUND before the first completed test. */
  latest(caller: Caller, locale: Locale): Promise<PersonalityResult>;
  /** What a completed analysis call means for this member's profile (core's positionGuidance). */
  fit(caller: AuthContext, runId: string, locale: Locale): Promise<PersonalFit>;
}

export function createPersonalityModule(deps: {
  db: Db;
  now: () => Date;
  /** The analysis and preferences facades, as far as the guidance reads them. */
  fit: FitPorts<AuthContext>;
}): PersonalityModule {
  const repository = createPersonalityRepository(deps.db);
  return {
    ...createPersonalityService({ repository, now: deps.now }),
    fit: createFit(repository, deps.fit),
  };
}
