/**
 * The statistics of A/B experiments: a two-proportion z-test for conversion rates and a chi-square
 * goodness-of-fit test for sample-ratio mismatch. Plain numbers in, plain numbers out.
 */

/** erfc(x), Numerical Recipes' Chebyshev fit (fractional error below 1.2e-7 everywhere). */
export function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 +
                            t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? r : 2 - r;
}

/** The standard normal cumulative distribution. */
export const normalCdf = (z: number): number => 0.5 * erfc(-z / Math.SQRT2);

/** ln Γ(x) for x > 0 (Lanczos, g = 7, 9 terms). */
export function lnGamma(x: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - lnGamma(1 - x);
  const y = x - 1;
  let sum = c[0]!;
  for (let i = 1; i < 9; i++) sum += c[i]! / (y + i);
  const t = y + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (y + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** The regularised upper incomplete gamma Q(a, x) (series below a + 1, continued fraction above). */
export function gammaQ(a: number, x: number): number {
  if (x <= 0) return 1;
  const lnPrefix = -x + a * Math.log(x) - lnGamma(a);
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 500; n++) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-15) break;
    }
    return Math.max(0, 1 - sum * Math.exp(lnPrefix));
  }
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 500; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return Math.min(1, Math.exp(lnPrefix) * h);
}

/** P(X ≥ x) for a chi-square variable with `df` degrees of freedom. */
export const chiSquareSurvival = (x: number, df: number): number => gammaQ(df / 2, x / 2);

export interface Proportion {
  trials: number;
  successes: number;
}

export interface ZTest {
  rateA: number;
  rateB: number;
  /** (rateB − rateA) / rateA; null when rateA is 0. */
  lift: number | null;
  z: number;
  /** Two-sided. */
  pValue: number;
}

/**
 * Two-proportion z-test with the pooled standard error: z = (p_B − p_A) / √(p(1−p)(1/n_A + 1/n_B)),
 * p = (x_A + x_B) / (n_A + n_B). Null when either arm has no trials or the pooled rate is 0 or 1.
 */
export function twoProportionZTest(a: Proportion, b: Proportion): ZTest | null {
  if (a.trials <= 0 || b.trials <= 0) return null;
  const rateA = a.successes / a.trials;
  const rateB = b.successes / b.trials;
  const pooled = (a.successes + b.successes) / (a.trials + b.trials);
  const variance = pooled * (1 - pooled) * (1 / a.trials + 1 / b.trials);
  if (variance <= 0) return null;
  const z = (rateB - rateA) / Math.sqrt(variance);
  return {
    rateA,
    rateB,
    lift: rateA > 0 ? (rateB - rateA) / rateA : null,
    z,
    pValue: Math.min(1, 2 * (1 - normalCdf(Math.abs(z)))),
  };
}

export interface SampleRatioCheck {
  chiSquare: number;
  degreesOfFreedom: number;
  pValue: number;
  /** p below the threshold (0.001): the observed split is unlikely under the planned one. */
  mismatch: boolean;
}

/** The threshold under which a split is flagged as a sample-ratio mismatch. */
export const sampleRatioThreshold = 0.001;

/**
 * Chi-square goodness of fit of observed counts against planned weights:
 * χ² = Σ (O − E)² / E with E = N · w / Σw, df = k − 1.
 */
export function sampleRatioMismatch(
  observed: readonly number[],
  weights: readonly number[],
): SampleRatioCheck {
  const total = observed.reduce((sum, count) => sum + count, 0);
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  const degreesOfFreedom = Math.max(0, observed.length - 1);
  if (total === 0 || weightSum <= 0 || degreesOfFreedom === 0) {
    return { chiSquare: 0, degreesOfFreedom, pValue: 1, mismatch: false };
  }
  let chiSquare = 0;
  observed.forEach((count, index) => {
    const expected = (total * (weights[index] ?? 0)) / weightSum;
    if (expected > 0) chiSquare += (count - expected) ** 2 / expected;
  });
  const pValue = chiSquareSurvival(chiSquare, degreesOfFreedom);
  return { chiSquare, degreesOfFreedom, pValue, mismatch: pValue < sampleRatioThreshold };
}
