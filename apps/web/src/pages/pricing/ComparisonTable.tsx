import type { Plan } from '@alphadesk/contracts';
import { CheckOutlined, MinusOutlined } from '@ant-design/icons';
import { formatTwd } from '@alphadesk/ui/plain';
import { useTranslation } from 'react-i18next';

// A feature line that states the analysis allowance ("每月 5 次 AI 分析", "無限次 AI 分析"): the
// allowance row already answers it for every plan, so it is not a row of its own.
const allowanceLine = /(\d[\d,]*|無限|无限|unlimited)\s*(次|analyses)/i;

/**
 * What a plan includes: what it lists and what every cheaper plan lists, as each plan's card says
 * "everything below, plus…" (spec §6: gold has all of free, diamond all of gold).
 */
export function includedFeatures(plans: readonly Plan[], plan: Plan): Set<string> {
  return new Set(
    plans.filter((other) => other.sortOrder <= plan.sortOrder).flatMap((other) => other.features),
  );
}

/**
 * Every plan side by side, built only from the plan table: prices, the monthly analysis allowance,
 * the trial, and each feature any plan lists, ticked for the plans that include it.
 */
export function ComparisonTable({ plans }: { plans: Plan[] }) {
  const { t } = useTranslation();
  const features = [...new Set(plans.flatMap((plan) => plan.features))].filter(
    (feature) => !allowanceLine.test(feature),
  );
  const included = new Map(plans.map((plan) => [plan.id, includedFeatures(plans, plan)]));
  const mark = (included: boolean) =>
    included ? (
      <CheckOutlined aria-label={t('billing.pricing.included')} className="compare__yes" />
    ) : (
      <MinusOutlined aria-label={t('billing.pricing.notIncluded')} className="compare__no" />
    );
  const rows: [label: string, cell: (plan: Plan) => React.ReactNode][] = [
    [t('billing.pricing.compareMonthly'), (plan) => formatTwd(plan.monthlyPrice)],
    [t('billing.pricing.compareYearly'), (plan) => formatTwd(plan.yearlyPrice)],
    [
      t('billing.pricing.compareLimit'),
      (plan) => (plan.monthlyAnalysisLimit === null ? t('billing.unlimited') : plan.monthlyAnalysisLimit),
    ],
    [
      t('billing.pricing.compareTrial'),
      (plan) =>
        plan.trialDays > 0 ? t('billing.pricing.compareTrialDays', { days: plan.trialDays }) : mark(false),
    ],
    ...features.map((feature): [string, (plan: Plan) => React.ReactNode] => [
      feature,
      (plan) => mark(included.get(plan.id)?.has(feature) ?? false),
    ]),
  ];
  return (
    <section className="section compare" aria-labelledby="compare-title">
      <h2 id="compare-title">{t('billing.pricing.compareTitle')}</h2>
      <div className="compare__scroll">
        <table className="compare__table" data-testid="comparison-table">
          <thead>
            <tr>
              <th scope="col">{t('billing.pricing.compareFeature')}</th>
              {plans.map((plan) => (
                <th key={plan.id} scope="col">
                  {plan.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, cell]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {plans.map((plan) => (
                  <td key={plan.id}>{cell(plan)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
