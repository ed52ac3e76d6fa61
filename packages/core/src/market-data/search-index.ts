import { GramIndex, PrefixIndex, normalizeSearchText } from './text-match.ts';

export interface SearchEntry {
  symbol: string;
  /** The code users type: `2330`, `0700` for 0700.HK, `AAPL`. */
  code: string;
  name: string;
  nameEn: string | null;
  market: string;
  exchange: string;
  sector: string | null;
  /** Larger ranks first among equally good matches (e.g. position in the built-in universe). */
  popularity: number;
}

export interface SearchFilter {
  market?: string | undefined;
  sector?: string | undefined;
  limit: number;
}

/**
 * The in-memory index behind stock suggestions. Built once per universe version; a query touches
 * binary-searched ranges of sorted codes and names and, only when those do not fill the list, the
 * posting lists of its character bigrams.
 *
 * Scores, in tiers that never overlap: exact code or symbol 1000; code prefix 900 − extra length
 * (codes are short, so ≥ 880); name equal 850; name prefix 800 − extra length; name contains
 * 700 − position; fuzzy name 400 × Dice similarity of bigrams. A tier that fills the list ends the
 * search, since no later tier can outrank it. Ties go to the more popular entry, then the shorter
 * symbol.
 */
export class SecuritySearchIndex {
  private readonly codes: PrefixIndex;
  private readonly namePrefixes: PrefixIndex;
  private readonly names: GramIndex;
  private readonly englishNames: GramIndex;
  private readonly scores: Float64Array;
  private readonly touched: number[] = [];

  constructor(readonly entries: readonly SearchEntry[]) {
    const codes: [string, number][] = [];
    const names: [string, number][] = [];
    const chinese = entries.map((entry) => normalizeSearchText(entry.name));
    const english = entries.map((entry) => normalizeSearchText(entry.nameEn ?? ''));
    entries.forEach((entry, id) => {
      const symbol = normalizeSearchText(entry.symbol);
      const code = normalizeSearchText(entry.code);
      codes.push([symbol, id]);
      if (code !== symbol) codes.push([code, id]);
      names.push([chinese[id]!, id]);
      if (english[id] && english[id] !== chinese[id]) names.push([english[id], id]);
    });
    // Rank: the tie-break order of topK (popularity, then shorter symbol, then symbol).
    const order = entries.map((_, id) => id).sort((a, b) => this.compareEntries(a, b));
    const rank = new Int32Array(entries.length);
    order.forEach((id, position) => (rank[id] = position));
    this.codes = new PrefixIndex(codes, rank);
    this.namePrefixes = new PrefixIndex(names, rank);
    this.names = new GramIndex(chinese);
    this.englishNames = new GramIndex(english);
    this.scores = new Float64Array(entries.length);
  }

  get size(): number {
    return this.entries.length;
  }

  search(query: string, filter: SearchFilter): SearchEntry[] {
    const q = normalizeSearchText(query);
    if (!q || filter.limit <= 0) return [];
    const accepts = (entry: SearchEntry) =>
      (!filter.market || entry.market === filter.market) &&
      (!filter.sector || entry.sector === filter.sector);
    const visit = (id: number, score: number) => {
      if (score <= this.scores[id]! || !accepts(this.entries[id]!)) return;
      if (this.scores[id] === 0) this.touched.push(id);
      this.scores[id] = score;
    };

    const full = () => this.touched.length >= filter.limit;
    this.codes.range(
      q,
      (id, key) => visit(id, key.length === q.length ? 1000 : 900 - Math.min(99, key.length - q.length)),
      full,
    );
    if (!full()) {
      this.namePrefixes.range(
        q,
        (id, key) => visit(id, key.length === q.length ? 850 : 800 - Math.min(99, key.length - q.length)),
        full,
      );
    }
    if (!full()) {
      this.names.contains(q, visit);
      this.englishNames.contains(q, visit);
    }
    if (!full()) {
      this.names.fuzzy(q, visit);
      this.englishNames.fuzzy(q, visit);
    }

    const best = this.topK(filter.limit);
    for (const id of this.touched) this.scores[id] = 0;
    this.touched.length = 0;
    return best.map((id) => this.entries[id]!);
  }

  /** Tie-break order: more popular first, then the shorter symbol, then alphabetical. */
  private compareEntries(a: number, b: number): number {
    const left = this.entries[a]!;
    const right = this.entries[b]!;
    if (left.popularity !== right.popularity) return right.popularity - left.popularity;
    if (left.symbol.length !== right.symbol.length) return left.symbol.length - right.symbol.length;
    return left.symbol < right.symbol ? -1 : left.symbol > right.symbol ? 1 : 0;
  }

  /** The k best touched ids by score, then the tie-break order. */
  private topK(k: number): number[] {
    const better = (a: number, b: number) => {
      const byScore = this.scores[a]! - this.scores[b]!;
      return byScore !== 0 ? byScore > 0 : this.compareEntries(a, b) < 0;
    };
    const best: number[] = [];
    for (const id of this.touched) {
      if (best.length === k && !better(id, best[k - 1]!)) continue;
      let at = best.length < k ? best.length : k - 1;
      best[at] = id;
      while (at > 0 && better(best[at]!, best[at - 1]!)) {
        [best[at], best[at - 1]] = [best[at - 1]!, best[at]!];
        at--;
      }
    }
    return best;
  }
}
