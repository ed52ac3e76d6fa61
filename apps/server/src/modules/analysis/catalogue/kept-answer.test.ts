import { describe, expect, it } from 'vitest';
import type { Plan } from '@alphadesk/contracts';
import type { AnalysesRepository } from '../repository.ts';
import { createCatalogueService, measuredCatalogueSeconds } from './service.ts';

/** The plan list's parts the catalogue reads: each paid tier's monthly price. */
const planList = (gold: number, diamond: number) =>
  [
    { id: 'free', monthlyPrice: 0 },
    { id: 'gold', monthlyPrice: gold },
    { id: 'diamond', monthlyPrice: diamond },
  ] as unknown as Plan[];

/** A catalogue over stub parts the test swaps: run counts, the plan list and staff's statuses. */
function catalogueOf() {
  let runs = 0;
  let plans = planList(1999, 4999);
  let statuses: Partial<Record<string, string>> = {};
  let now = 1_000_000;
  const repository = {
    catalogueStats: async () => ({
      perAnalyst: new Map([['technical', { count: runs, medianSeconds: null }]]),
      perType: new Map(),
    }),
  } as unknown as AnalysesRepository;
  const catalogue = createCatalogueService({
    repository,
    plans: { displayList: async () => plans },
    trackRecords: async () => ({}),
    availability: async () => statuses,
    now: () => now,
  });
  return {
    catalogue,
    set: {
      runs: (n: number) => (runs = n),
      plans: (list: Plan[]) => (plans = list),
      statuses: (value: Partial<Record<string, string>>) => (statuses = value),
      later: (ms: number) => (now += ms),
    },
  };
}

const technical = (answer: Awaited<ReturnType<ReturnType<typeof catalogueOf>['catalogue']['list']>>) =>
  answer.analysts.find((analyst) => analyst.id === 'technical');

describe('the analyst catalogue answer', () => {
  it('is the same object while its parts are unchanged, one per language', async () => {
    const { catalogue } = catalogueOf();
    const first = await catalogue.list('zh-TW');
    expect(await catalogue.list('zh-TW')).toBe(first);
    const english = await catalogue.list('en-US');
    expect(english).not.toBe(first);
    expect(english.analysts[0]!.name).not.toBe(first.analysts[0]!.name);
    expect(await catalogue.list('zh-TW')).toBe(first);
    expect(await catalogue.list('en-US')).toBe(english);
  });

  it('is made again when staff change a status, the plan list is read again or the counts are', async () => {
    const { catalogue, set } = catalogueOf();
    const first = await catalogue.list('zh-TW');
    expect(technical(first)?.isActive).toBe(true);

    set.statuses({ technical: 'maintenance' });
    const maintained = await catalogue.list('zh-TW');
    expect(technical(maintained)?.isActive).toBe(false);

    set.plans(planList(1, 2));
    const repriced = await catalogue.list('zh-TW');
    expect(repriced).not.toBe(maintained);
    expect(repriced.analysts.find((analyst) => analyst.tier === 'gold')?.monthlySubscriptionPrice).toBe(1);

    set.runs(3);
    expect(technical(await catalogue.list('zh-TW'))?.analysisCount).toBe(0); // the kept measured part
    set.later(measuredCatalogueSeconds * 1000);
    expect(technical(await catalogue.list('zh-TW'))?.analysisCount).toBe(3);
  });
});
