/** The state of a flag in one environment, as evaluation needs it. */
export interface FlagRule {
  enabled: boolean;
  /** 0–100, up to two decimals. */
  rolloutPercentage: number;
  /** Empty: every tier. */
  targetTiers: readonly string[];
  emergencyDisabled: boolean;
}

/**
 * Whether a flag is on for a member: off when disabled or emergency-disabled, off outside the
 * targeted tiers, otherwise on when the member's bucket (0–9999, from the shared hash) falls under
 * the rollout threshold. The bucket is an input so this stays pure and the hash stays in one place.
 */
export function evaluateFlag(rule: FlagRule, member: { tier: string; bucket: number }): boolean {
  if (!rule.enabled || rule.emergencyDisabled) return false;
  if (rule.targetTiers.length > 0 && !rule.targetTiers.includes(member.tier)) return false;
  return member.bucket < Math.round(rule.rolloutPercentage * 100);
}
