/**
 * Calibration of stated confidence: what share of calls stated at c turned out right.
 *
 * - `fitIsotonic`: pool-adjacent-violators regression of outcomes (0/1) on confidence, a
 *   non-decreasing step function; a confidence is mapped to the fitted rate of its block
 *   (interpolated linearly between block centres, flat beyond the ends).
 * - `calibrateWalkForward`: each call's confidence is replaced by the isotonic fit of the calls whose
 *   outcome was known before its date (resolved strictly earlier), so no call is calibrated with its
 *   own future. Until `minHistory` outcomes are known the stated confidence is kept, shrunk toward
 *   the base rate so far.
 * - `brierScore` and `reliabilityTable`: the mean squared error of the probabilities, and realised
 *   hit rates by stated band with counts.
 */

export interface IsotonicModel {
  /** Block centres (mean confidence) and fitted rates, both non-decreasing. */
  x: number[];
  y: number[];
}

export function fitIsotonic(points: ReadonlyArray<{ p: number; hit: boolean }>): IsotonicModel {
  // Equal confidences form one group first: the order of their outcomes must not split them.
  const groups = new Map<number, { sumY: number; n: number }>();
  for (const point of points) {
    const group = groups.get(point.p) ?? { sumY: 0, n: 0 };
    group.sumY += point.hit ? 1 : 0;
    group.n += 1;
    groups.set(point.p, group);
  }
  const blocks: Array<{ sumX: number; sumY: number; n: number }> = [];
  for (const [p, group] of [...groups].sort((a, b) => a[0] - b[0])) {
    blocks.push({ sumX: p * group.n, sumY: group.sumY, n: group.n });
    while (blocks.length > 1) {
      const last = blocks[blocks.length - 1]!;
      const before = blocks[blocks.length - 2]!;
      if (before.sumY / before.n < last.sumY / last.n) break;
      blocks.pop();
      before.sumX += last.sumX;
      before.sumY += last.sumY;
      before.n += last.n;
    }
  }
  return { x: blocks.map((b) => b.sumX / b.n), y: blocks.map((b) => b.sumY / b.n) };
}

export function applyIsotonic(model: IsotonicModel, p: number): number {
  const { x, y } = model;
  if (!x.length) return p;
  if (p <= x[0]!) return y[0]!;
  if (p >= x[x.length - 1]!) return y[y.length - 1]!;
  let i = 1;
  while (x[i]! < p) i++;
  const span = x[i]! - x[i - 1]!;
  return span > 0 ? y[i - 1]! + ((p - x[i - 1]!) / span) * (y[i]! - y[i - 1]!) : y[i]!;
}

export interface CalibrationInput {
  /** The call date. */
  date: string;
  /** The date its outcome became known (the horizon's last day). */
  resolved: string;
  confidence: number;
  hit: boolean;
}

export function calibrateWalkForward(calls: readonly CalibrationInput[], minHistory = 200): number[] {
  const byResolution = calls
    .map((call, index) => ({ call, index }))
    .sort((a, b) => a.call.resolved.localeCompare(b.call.resolved));
  const order = calls.map((_, index) => index).sort((a, b) => calls[a]!.date.localeCompare(calls[b]!.date));
  const out = new Array<number>(calls.length);
  const known: Array<{ p: number; hit: boolean }> = [];
  let next = 0;
  let model: IsotonicModel | null = null;
  let modelDate = '';
  for (const index of order) {
    const call = calls[index]!;
    if (call.date !== modelDate) {
      let grew = false;
      while (next < byResolution.length && byResolution[next]!.call.resolved < call.date) {
        const done = byResolution[next++]!.call;
        known.push({ p: done.confidence, hit: done.hit });
        grew = true;
      }
      if (grew || model === null) model = known.length >= minHistory ? fitIsotonic(known) : null;
      modelDate = call.date;
    }
    if (model) out[index] = applyIsotonic(model, call.confidence);
    else {
      const base = known.length ? known.filter((k) => k.hit).length / known.length : 0.5;
      const weight = known.length / minHistory;
      out[index] = weight * base + (1 - weight) * call.confidence;
    }
  }
  return out;
}

export function brierScore(items: ReadonlyArray<{ p: number; hit: boolean }>): number | null {
  if (!items.length) return null;
  return items.reduce((sum, item) => sum + (item.p - (item.hit ? 1 : 0)) ** 2, 0) / items.length;
}

export interface ReliabilityBand {
  from: number;
  to: number;
  count: number;
  /** Mean stated probability in the band; null when empty. */
  stated: number | null;
  /** Realised hit rate in the band; null when empty. */
  realised: number | null;
}

/** Bands [0, 0.1), [0.1, 0.2) … [0.9, 1] by default. */
export function reliabilityTable(
  items: ReadonlyArray<{ p: number; hit: boolean }>,
  edges: readonly number[] = [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1],
): ReliabilityBand[] {
  const bands: ReliabilityBand[] = [];
  for (let b = 0; b < edges.length - 1; b++) {
    const from = edges[b]!;
    const to = edges[b + 1]!;
    const last = b === edges.length - 2;
    const inBand = items.filter((item) => item.p >= from && (last ? item.p <= to : item.p < to));
    const count = inBand.length;
    bands.push({
      from,
      to,
      count,
      stated: count ? inBand.reduce((sum, item) => sum + item.p, 0) / count : null,
      realised: count ? inBand.filter((item) => item.hit).length / count : null,
    });
  }
  return bands;
}
