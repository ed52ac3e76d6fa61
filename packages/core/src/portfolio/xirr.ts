/**
 * XIRR: the annual rate r at which the dated cash flows are worth nothing today,
 *
 *     Σ amount_i / (1 + r)^(days_i / 365) = 0,   days_i counted from the first flow,
 *
 * the investor's view: money put in is negative, money taken out and the final value positive.
 * Newton's method from 10 %, falling back to bisection on a bracket where the sign changes; null
 * when the flows have no sign change (nothing to solve) or no root is found.
 */
export interface DatedFlow {
  date: string;
  amount: number;
}

const dayMs = 86_400_000;

export function xirr(flows: readonly DatedFlow[]): number | null {
  const used = flows.filter((flow) => Math.abs(flow.amount) > 1e-9);
  if (used.length < 2) return null;
  if (!used.some((flow) => flow.amount > 0) || !used.some((flow) => flow.amount < 0)) return null;
  const origin = Math.min(...used.map((flow) => Date.parse(`${flow.date}T00:00:00Z`)));
  const years = used.map((flow) => (Date.parse(`${flow.date}T00:00:00Z`) - origin) / dayMs / 365);
  const amounts = used.map((flow) => flow.amount);
  const npv = (rate: number) => {
    const log = Math.log1p(rate);
    let sum = 0;
    for (let i = 0; i < amounts.length; i++) sum += amounts[i]! * Math.exp(-years[i]! * log);
    return sum;
  };
  /** NPV and its derivative in one pass (Newton needs both). */
  const npvAndSlope = (rate: number): [number, number] => {
    const log = Math.log1p(rate);
    let value = 0;
    let slope = 0;
    for (let i = 0; i < amounts.length; i++) {
      const discounted = amounts[i]! * Math.exp(-years[i]! * log);
      value += discounted;
      slope -= (years[i]! * discounted) / (1 + rate);
    }
    return [value, slope];
  };
  const scale = Math.max(...amounts.map(Math.abs));

  let rate = 0.1;
  for (let i = 0; i < 50; i++) {
    const [value, derivative] = npvAndSlope(rate);
    if (Math.abs(value) < 1e-9 * scale) return rate;
    if (!Number.isFinite(derivative) || derivative === 0) break;
    const next = rate - value / derivative;
    if (!Number.isFinite(next) || next <= -0.999999) break;
    if (Math.abs(next - rate) < 1e-12) return next;
    rate = next;
  }
  return bisect(npv, scale);
}

function bisect(npv: (rate: number) => number, scale: number): number | null {
  let low = -0.999999;
  let high = 1;
  while (Math.sign(npv(low)) === Math.sign(npv(high)) && high < 1e9) high *= 10;
  let lowValue = npv(low);
  if (Math.sign(lowValue) === Math.sign(npv(high))) return null;
  for (let i = 0; i < 300; i++) {
    const mid = (low + high) / 2;
    const value = npv(mid);
    if (Math.abs(value) < 1e-9 * scale || high - low < 1e-14) return mid;
    if (Math.sign(value) === Math.sign(lowValue)) {
      low = mid;
      lowValue = value;
    } else {
      high = mid;
    }
  }
  return (low + high) / 2;
}
