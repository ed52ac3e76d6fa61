import { Alert, Button, Progress, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Step } from './usePersonalityTest.ts';

const letter = (index: number) => String.fromCharCode(65 + index);

/** One question: where the taker is, the scenario, and the lettered options. */
export function QuestionView({
  step,
  busy,
  onAnswer,
}: {
  step: Step;
  busy: boolean;
  onAnswer: (option: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Spin spinning={busy} description={t('personality.analysing')}>
      <section className="personality-question" data-testid="personality-question">
        <div className="personality-question__progress">
          <span data-testid="personality-question-of">
            {t('personality.questionOf', { current: step.current, total: step.total })}
          </span>
          <Progress percent={step.progress} showInfo aria-label={`${step.progress}%`} />
        </div>
        {step.recheck && (
          <Alert type="warning" showIcon title={step.recheck} data-testid="personality-recheck" />
        )}
        <p className="personality-question__scenario">{step.question.scenario}</p>
        <h2 className="personality-question__title">{step.question.question}</h2>
        <ol className="personality-question__options">
          {step.question.options.map((option) => (
            <li key={option.index}>
              <Button
                block
                size="large"
                disabled={busy}
                onClick={() => onAnswer(option.index)}
                data-testid={`personality-option-${option.index}`}
              >
                <strong>{letter(option.index)}.</strong> {option.text}
              </Button>
            </li>
          ))}
        </ol>
      </section>
    </Spin>
  );
}
