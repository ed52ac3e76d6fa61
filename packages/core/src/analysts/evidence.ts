/**
 * The notebook an analyst fills while it works: every number it will mention is cited here with its
 * source, and every statement is a `Point` that refers to cited numbers by id. Nothing is rendered
 * here; templates turn points into text later.
 */
import type { MessageKey } from './text/zh-TW.ts';
import type {
  AnalystId,
  DatasetInfo,
  Evidence,
  EvidenceBundle,
  EvidenceDataset,
  Point,
  Unit,
} from './types.ts';

/** The provider name of numbers the analysis computes itself (parameters and results). */
export const OWN_PROVIDER = 'AlphaDesk';

export interface SourceSpec {
  dataset: EvidenceDataset;
  /** The dataset the number comes from (provider and simulated flag); omitted for method/derived. */
  info?: DatasetInfo;
  /** Defaults to the security's symbol. */
  symbol?: string;
  date: string;
  from?: string;
}

/** Evidence values are stored rounded: integers above a million, 6 decimals below. */
export function roundEvidence(value: number): number {
  if (Math.abs(value) >= 1e6) return Math.round(value);
  const rounded = Math.round(value * 1e6) / 1e6;
  return rounded === 0 ? 0 : rounded;
}

/** `Id` is the analyst's id, or `verdict` for the coordinator's own numbers. */
export class Notebook<Id extends string = AnalystId> {
  readonly evidence: Evidence[] = [];
  readonly keyPoints: Point[] = [];
  readonly risks: Point[] = [];
  readonly opportunities: Point[] = [];
  private readonly ids = new Set<string>();

  constructor(
    readonly analyst: Id,
    readonly bundle: EvidenceBundle,
  ) {}

  /** Records a number and returns its evidence id (`<analyst>.<label>`). */
  cite(label: string, value: number, unit: Unit, source: SourceSpec): string {
    if (!Number.isFinite(value))
      throw new RangeError(`${this.analyst}.${label} is ${value}; only finite numbers are cited`);
    const id = `${this.analyst}.${label}`;
    if (this.ids.has(id)) throw new Error(`evidence ${id} cited twice`);
    this.ids.add(id);
    const own = source.dataset === 'method' || source.dataset === 'derived';
    this.evidence.push({
      id,
      label,
      value: roundEvidence(value),
      unit,
      source: {
        dataset: source.dataset,
        provider: own ? OWN_PROVIDER : (source.info?.source ?? OWN_PROVIDER),
        symbol: source.symbol ?? this.bundle.security.symbol,
        date: source.date,
        ...(source.from !== undefined && source.from !== source.date ? { from: source.from } : {}),
        simulated: source.info?.simulated ?? false,
      },
    });
    return id;
  }

  has(id: string): boolean {
    return this.ids.has(id);
  }

  /**
   * Cites a number read from (or computed over) the bundle's bars between indices `from` and `to`
   * of the full history. An analyst working on a window cites through `windowBars` instead, whose
   * positions count from the window's first bar.
   */
  bar(label: string, value: number, unit: Unit, to: number, from = to): string {
    const { bars } = this.bundle;
    return this.cite(label, value, unit, {
      dataset: 'bars',
      info: { source: bars.source, simulated: bars.simulated || this.bundle.security.simulated },
      date: bars.dates[to]!,
      from: bars.dates[from]!,
    });
  }

  /** A `bar` citer for positions inside a window that starts at bundle index `window.start`. */
  windowBars(window: {
    start: number;
  }): (label: string, value: number, unit: Unit, to: number, from?: number) => string {
    return (label, value, unit, to, from = to) =>
      this.bar(label, value, unit, window.start + to, window.start + from);
  }

  /** Cites an analysis parameter (a window length, a confidence level). */
  method(label: string, value: number, unit: Unit): string {
    return this.cite(label, value, unit, { dataset: 'method', date: this.lastDate() });
  }

  /** Cites a number the analyst computed from other evidence (a target price, a score). */
  derived(label: string, value: number, unit: Unit): string {
    return this.cite(label, value, unit, { dataset: 'derived', date: this.lastDate() });
  }

  /** The date of the last bar (or asOf when there are no bars). */
  lastDate(): string {
    const { dates } = this.bundle.bars;
    return dates.length > 0 ? dates[dates.length - 1]! : this.bundle.asOf;
  }

  key(key: MessageKey, refs: Record<string, string> = {}, text?: Record<string, string>): void {
    this.keyPoints.push(point(key, refs, text));
  }

  risk(key: MessageKey, refs: Record<string, string> = {}, text?: Record<string, string>): void {
    this.risks.push(point(key, refs, text));
  }

  opportunity(key: MessageKey, refs: Record<string, string> = {}, text?: Record<string, string>): void {
    this.opportunities.push(point(key, refs, text));
  }
}

export function point(
  key: MessageKey,
  refs: Record<string, string> = {},
  text?: Record<string, string>,
): Point {
  return text ? { key, refs, text } : { key, refs };
}
