/**
 * Thresholds of one symbol and one direction, sorted ascending in parallel arrays, so the alerts a
 * move crosses are found by two binary searches and nothing else is touched.
 */
export class ThresholdIndex {
  private values: number[] = [];
  private ids: string[] = [];

  get size(): number {
    return this.ids.length;
  }

  /** Replaces the content with pairs in any order (one sort instead of many inserts). */
  load(pairs: ReadonlyArray<{ value: number; id: string }>): void {
    const sorted = [...pairs].sort((a, b) => a.value - b.value);
    this.values = sorted.map((pair) => pair.value);
    this.ids = sorted.map((pair) => pair.id);
  }

  insert(value: number, id: string): void {
    const at = this.firstAbove(value);
    this.values.splice(at, 0, value);
    this.ids.splice(at, 0, id);
  }

  remove(value: number, id: string): boolean {
    for (let i = this.firstAtOrAbove(value); i < this.values.length && this.values[i] === value; i++) {
      if (this.ids[i] === id) {
        this.values.splice(i, 1);
        this.ids.splice(i, 1);
        return true;
      }
    }
    return false;
  }

  /** Ids with low < value ≤ high. */
  risingThrough(low: number, high: number, into: string[]): void {
    if (!(high > low)) return;
    const end = this.firstAbove(high);
    for (let i = this.firstAbove(low); i < end; i++) into.push(this.ids[i]!);
  }

  /** Ids with low ≤ value < high. */
  fallingThrough(low: number, high: number, into: string[]): void {
    if (!(high > low)) return;
    const end = this.firstAtOrAbove(high);
    for (let i = this.firstAtOrAbove(low); i < end; i++) into.push(this.ids[i]!);
  }

  private firstAbove(value: number): number {
    let lo = 0;
    let hi = this.values.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.values[mid]! <= value) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private firstAtOrAbove(value: number): number {
    let lo = 0;
    let hi = this.values.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.values[mid]! < value) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
