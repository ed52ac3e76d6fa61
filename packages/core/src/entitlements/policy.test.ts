import { describe, expect, it } from 'vitest';
import { analysisLimitFor, decideAnalyst, decideFeature, decideQuota, type Principal } from './policy.ts';
import { resolveAnalystId } from '../analysts/ids.ts';
import { nextPeriodStart, usagePeriod } from './period.ts';

const guest: Principal = { kind: 'guest', tier: 'free' };
const free: Principal = { kind: 'member', tier: 'free' };
const gold: Principal = { kind: 'member', tier: 'gold' };
const diamond: Principal = { kind: 'member', tier: 'diamond' };

/** Runs analyses until the policy refuses one; returns how many were allowed. */
function allowedRuns(principal: Principal): number {
  const limit = analysisLimitFor(principal);
  let used = 0;
  while (used < 1000 && decideQuota(principal, used, limit).allowed) used++;
  return used;
}

describe('quotas', () => {
  it('refuses a guest the 4th analysis and a free member the 6th', () => {
    expect(allowedRuns(guest)).toBe(3);
    expect(allowedRuns(free)).toBe(5);
    expect(allowedRuns(gold)).toBe(50);
    expect(allowedRuns(diamond)).toBe(1000); // unlimited: only the loop's bound stops it
  });

  it('explains the refusal and names the plan that lifts it', () => {
    expect(decideQuota(guest, 3, 3)).toMatchObject({
      allowed: false,
      reason: 'register',
      message: '訪客體驗次數已用完（3 次），請註冊會員繼續使用',
    });
    expect(decideQuota(free, 5, 5)).toMatchObject({
      requiredTier: 'gold',
      message: '本月分析次數已用完（5 次），升級黃金會員每月可分析 50 次',
    });
    expect(decideQuota(gold, 50, 50)).toMatchObject({ requiredTier: 'diamond' });
  });

  it('takes member limits from the plan table it is given', () => {
    expect(analysisLimitFor(free, { free: 7, gold: 70, diamond: null })).toBe(7);
    expect(analysisLimitFor(guest, { free: 7, gold: 70, diamond: null })).toBe(3);
  });
});

describe('feature gates', () => {
  it('follows spec §6', () => {
    expect(decideFeature(guest, 'stock-analysis').allowed).toBe(true);
    expect(decideFeature(guest, 'preferences')).toMatchObject({ allowed: false, reason: 'register' });
    expect(decideFeature(free, 'portfolio-management')).toMatchObject({
      allowed: false,
      requiredTier: 'gold',
      message: '此功能需要黃金會員以上方案，請升級後使用',
    });
    expect(decideFeature(gold, 'portfolio-management').allowed).toBe(true);
    expect(decideFeature(gold, 'real-time-alerts')).toMatchObject({
      message: '此功能需要鑽石會員方案，請升級後使用',
    });
    expect(decideFeature(diamond, 'api-access').allowed).toBe(true);
  });

  it('gates analysts by tier, with the fallback ids mapped', () => {
    expect(decideAnalyst(free, 'technical').allowed).toBe(true);
    expect(decideAnalyst(free, 'news')).toMatchObject({ allowed: false, requiredTier: 'gold' });
    expect(decideAnalyst(gold, 'risk').allowed).toBe(true);
    expect(decideAnalyst(gold, 'taiwan')).toMatchObject({ allowed: false, requiredTier: 'diamond' });
    expect(resolveAnalystId('portfolio')).toBe('quant');
    expect(decideAnalyst(diamond, 'macro').allowed).toBe(true);
    expect(decideAnalyst(diamond, 'astrology').allowed).toBe(false);
  });
});

describe('usage periods in Asia/Taipei', () => {
  it('rolls over at Taipei midnight, not UTC midnight', () => {
    expect(usagePeriod('member', new Date('2026-11-30T15:59:59Z'))).toBe('2026-11');
    expect(usagePeriod('member', new Date('2026-11-30T16:00:00Z'))).toBe('2026-12');
    expect(usagePeriod('guest', new Date('2026-11-30T16:00:00Z'))).toBe('lifetime');
    expect(nextPeriodStart(new Date('2026-12-15T00:00:00Z')).toISOString()).toBe('2026-12-31T16:00:00.000Z');
  });
});
