import type {
  AuthResponse,
  PersonalityLatestResponse,
  PersonalityQuestion,
  PersonalityResult,
  StartPersonalityTestResponse,
  SubmitPersonalityAnswerResponse,
} from '@alphadesk/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, errorMessage, isApiError } from '../../api/client.ts';
import { useSession } from '../../auth/session.ts';

export interface Step {
  question: PersonalityQuestion;
  current: number;
  total: number;
  progress: number;
  recheck: string | null;
}

export interface TestError {
  title: string;
  detail: string;
}

type View =
  | { name: 'intro' }
  | { name: 'testing'; sessionId: string; step: Step }
  | { name: 'result'; result: PersonalityResult };

/**
 * The test's three views (spec §4: intro → testing → result; retake returns to intro) and its two
 * calls. A visitor without a session gets a guest session first: the server keeps every result.
 */
export function usePersonalityTest() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const [view, setView] = useState<View>({ name: 'intro' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<TestError | null>(null);
  const userId = session.user?.id ?? null;

  // A returning taker sees their stored result (the server keeps the latest); none yet → the intro.
  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    api
      .get<PersonalityLatestResponse>('/api/personality-test/latest', { signal: controller.signal })
      .then(({ result }) =>
        setView((current) => (current.name === 'intro' ? { name: 'result', result } : current)),
      )
      .catch(() => {
        // No completed test yet (404) or the server is unreachable: the intro stays.
      });
    return () => controller.abort();
  }, [userId]);

  const fail = useCallback(
    (title: string, cause: unknown) =>
      setError({
        title,
        detail: isApiError(cause) ? errorMessage(cause, i18n.language) : t('personality.unknownError'),
      }),
    [i18n.language, t],
  );

  const start = useCallback(async () => {
    setBusy(true);
    setError(null);
    try {
      let user = session.user;
      if (session.status === 'anonymous' || !user) {
        const guest = await api.post<AuthResponse & { session_id: string }>('/api/auth/guest');
        session.signIn(guest);
        user = guest.user;
      }
      const started = await api.post<StartPersonalityTestResponse>('/api/personality-test/start', {
        user_info: { user_id: user.id, name: user.name, started_at: new Date().toISOString() },
      });
      setView({
        name: 'testing',
        sessionId: started.session_id,
        step: {
          question: started.question,
          current: started.current_question,
          total: started.total_questions,
          progress: started.progress,
          recheck: null,
        },
      });
    } catch (cause) {
      fail(t('personality.startFailed'), cause);
    } finally {
      setBusy(false);
    }
  }, [session, fail, t]);

  const answer = useCallback(
    async (option: number) => {
      if (view.name !== 'testing') return;
      setBusy(true);
      setError(null);
      try {
        const answered = await api.post<SubmitPersonalityAnswerResponse>(
          '/api/personality-test/submit-answer',
          {
            session_id: view.sessionId,
            question_id: view.step.question.id,
            selected_option: option,
          },
        );
        if (answered.completed) {
          setView({ name: 'result', result: answered.result });
        } else {
          setView({
            name: 'testing',
            sessionId: view.sessionId,
            step: {
              question: answered.question,
              current: answered.current_question,
              total: answered.total_questions,
              progress: answered.progress,
              recheck: answered.recheck?.message ?? null,
            },
          });
        }
      } catch (cause) {
        fail(t('personality.submitFailed'), cause);
      } finally {
        setBusy(false);
      }
    },
    [view, fail, t],
  );

  const retake = useCallback(() => {
    setError(null);
    setView({ name: 'intro' });
  }, []);

  return { view, busy, error, start, answer, retake };
}
