import type { Locale } from '@alphadesk/core';
import type {
  PersonalityResult,
  StartPersonalityTestResponse,
  SubmitPersonalityAnswerRequest,
  SubmitPersonalityAnswerResponse,
} from '@alphadesk/contracts';
import type { Db } from '@alphadesk/db';
import { createPersonalityRepository } from './repository.ts';
import { createPersonalityService, type Caller } from './service.ts';

export type { Caller } from './service.ts';
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
}

export function createPersonalityModule(deps: { db: Db; now: () => Date }): PersonalityModule {
  return createPersonalityService({ repository: createPersonalityRepository(deps.db), now: deps.now });
}
