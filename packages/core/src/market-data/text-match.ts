/**
 * Text normalisation and n-gram matching for security names, in Chinese and in English.
 * Full-width characters become half-width (NFKC), letters lower-case, 臺 becomes 台, and spaces and
 * punctuation are dropped, so `臺積電`, `台積電 ` and `ＴＳＭＣ` find what users mean.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/臺/g, '台')
    .replace(/[\s\u3000.,'’&()（）*\-_/+]+/g, '');
}

/** The distinct character bigrams of a normalised string (the string itself when shorter). */
export function bigrams(text: string): string[] {
  const chars = [...text];
  if (chars.length < 2) return chars.length ? [chars[0]!] : [];
  const grams = new Set<string>();
  for (let i = 0; i < chars.length - 1; i++) grams.add(chars[i]! + chars[i + 1]!);
  return [...grams];
}

/**
 * Dice similarity of two bigram sets given their sizes and the shared count:
 * 2·shared / (|a| + |b|), 1 for identical sets. The fuzzy name match accepts ≥ 0.4.
 */
export function diceSimilarity(shared: number, sizeA: number, sizeB: number): number {
  return sizeA + sizeB === 0 ? 0 : (2 * shared) / (sizeA + sizeB);
}

export const fuzzyThreshold = 0.4;

/** Prefixes this short get their matches precomputed in rank order (they match thousands of keys). */
const shortPrefix = 2;

/**
 * Keys bucketed by length and sorted within each bucket, for prefix lookups by binary search.
 * Shorter keys are better matches, so a lookup can stop after any bucket once it has enough. For
 * one- and two-character prefixes, each bucket also keeps its matches in rank order (best first),
 * so a lookup reads only as many as it needs.
 */
export class PrefixIndex {
  private readonly keys: string[];
  private readonly ids: Int32Array;
  /** bucketStart[n] … bucketStart[n + 1]: the keys of length n. */
  private readonly bucketStart: Int32Array;
  /** `${length}:${prefix}` → key positions in rank order. */
  private readonly ranked = new Map<string, Int32Array>();

  /** `rank[id]`: smaller is better (ties of equal-length keys are broken by it). */
  constructor(pairs: [string, number][], rank?: Int32Array) {
    const sorted = pairs
      .filter(([key]) => key.length > 0)
      .sort((a, b) => a[0].length - b[0].length || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
    this.keys = sorted.map((pair) => pair[0]);
    this.ids = Int32Array.from(sorted.map((pair) => pair[1]));
    const longest = this.keys.at(-1)?.length ?? 0;
    this.bucketStart = new Int32Array(longest + 2);
    let at = 0;
    for (let length = 0; length <= longest + 1; length++) {
      while (at < this.keys.length && this.keys[at]!.length < length) at++;
      this.bucketStart[length] = at;
    }
    if (rank) {
      const groups = new Map<string, number[]>();
      this.keys.forEach((key, position) => {
        for (let n = 1; n <= Math.min(shortPrefix, key.length); n++) {
          const group = `${key.length}:${key.slice(0, n)}`;
          const list = groups.get(group);
          if (list) list.push(position);
          else groups.set(group, [position]);
        }
      });
      for (const [group, positions] of groups) {
        positions.sort((a, b) => rank[this.ids[a]!]! - rank[this.ids[b]!]!);
        this.ranked.set(group, Int32Array.from(positions));
      }
    }
  }

  /**
   * Calls visit(id, key) for every key starting with the prefix, shortest keys first; after each
   * length, stops when `enough()` says so.
   */
  range(prefix: string, visit: (id: number, key: string) => void, enough: () => boolean = () => false): void {
    const ranked = prefix.length <= shortPrefix && this.ranked.size > 0;
    for (let length = prefix.length; length < this.bucketStart.length - 1; length++) {
      if (ranked) {
        // Same length, same score: in rank order, the first accepted ones are the best ones.
        for (const position of this.ranked.get(`${length}:${prefix}`) ?? []) {
          visit(this.ids[position]!, this.keys[position]!);
          if (enough()) return;
        }
        continue;
      }
      let low = this.bucketStart[length]!;
      let high = this.bucketStart[length + 1]!;
      const end = high;
      while (low < high) {
        const mid = (low + high) >>> 1;
        if (this.keys[mid]! < prefix) low = mid + 1;
        else high = mid;
      }
      for (let i = low; i < end && this.keys[i]!.startsWith(prefix); i++) visit(this.ids[i]!, this.keys[i]!);
      if (enough()) return;
    }
  }
}

/** Postings the fuzzy match reads at most: candidates come from the query's rarest bigrams. */
export const fuzzyCandidateBudget = 1_500;

/**
 * An inverted index from bigram (and single character) to the ids of the strings containing it,
 * for substring matches (score 700 − position) and fuzzy matches (400 × Dice similarity ≥ 0.4).
 */
export class GramIndex {
  private readonly postings = new Map<string, Int32Array>();
  private readonly seen: Uint8Array;
  private readonly gramCounts: Uint16Array;

  constructor(private readonly haystacks: readonly string[]) {
    const lists = new Map<string, number[]>();
    this.seen = new Uint8Array(haystacks.length);
    this.gramCounts = new Uint16Array(haystacks.length);
    haystacks.forEach((text, id) => {
      if (!text) return;
      const grams = bigrams(text);
      this.gramCounts[id] = grams.length;
      const keys = new Set(grams);
      for (const char of text) keys.add(char);
      for (const key of keys) {
        const list = lists.get(key);
        if (list) list.push(id);
        else lists.set(key, [id]);
      }
    });
    for (const [key, list] of lists) this.postings.set(key, Int32Array.from(list));
  }

  private listsOf(query: string): { grams: string[]; lists: Int32Array[] } {
    const grams = [...query].length === 1 ? [query] : bigrams(query);
    const lists = grams
      .map((gram) => this.postings.get(gram))
      .filter((list): list is Int32Array => list !== undefined);
    return { grams, lists };
  }

  /** Strings containing the (normalised) query: visit(id, 700 − position); position 0 scores 800 − extra length. */
  contains(query: string, visit: (id: number, score: number) => void): void {
    const { grams, lists } = this.listsOf(query);
    if (lists.length === 0 || lists.length < grams.length) return;
    let smallest = lists[0]!;
    for (const list of lists) if (list.length < smallest.length) smallest = list;
    for (const id of smallest) {
      const text = this.haystacks[id]!;
      const at = text.indexOf(query);
      if (at === 0)
        visit(id, text.length === query.length ? 850 : 800 - Math.min(99, text.length - query.length));
      else if (at > 0) visit(id, 700 - Math.min(99, at));
    }
  }

  /**
   * Strings sharing enough bigrams with the query (typos, extra or missing characters). Candidates
   * come from the rarest bigrams' postings, within fuzzyCandidateBudget; each candidate's Dice
   * similarity is then computed exactly.
   */
  fuzzy(query: string, visit: (id: number, score: number) => void): void {
    const grams = bigrams(query);
    if (grams.length < 2) return;
    const wanted = new Set(grams);
    const lists = grams
      .map((gram) => this.postings.get(gram))
      .filter((list): list is Int32Array => list !== undefined)
      .sort((a, b) => a.length - b.length);
    const candidates: number[] = [];
    let budget = fuzzyCandidateBudget;
    for (const list of lists) {
      if (list.length > budget && candidates.length > 0) break;
      for (let i = 0; i < list.length && i < budget; i++) {
        const id = list[i]!;
        if (this.seen[id]) continue;
        this.seen[id] = 1;
        candidates.push(id);
      }
      budget -= list.length;
      if (budget <= 0) break;
    }
    const distinct = [...wanted];
    for (const id of candidates) {
      this.seen[id] = 0;
      const text = this.haystacks[id]!;
      let shared = 0;
      for (const gram of distinct) if (text.includes(gram)) shared++;
      const similarity = diceSimilarity(shared, distinct.length, this.gramCounts[id]!);
      if (similarity >= fuzzyThreshold) visit(id, 400 * similarity);
    }
  }
}
