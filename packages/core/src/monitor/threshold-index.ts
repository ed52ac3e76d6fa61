/**
 * Thresholds of one symbol and one direction, sorted ascending in typed arrays (the threshold and
 * the slot of its rule side by side), so the rules a move crosses are found by one binary search
 * and a comparison, and a move that crosses nothing allocates nothing. Equal thresholds keep the
 * order they were added in.
 */
export class ThresholdIndex {
  private values = new Float64Array(8);
  private slots = new Int32Array(8);
  private count = 0;

  get size(): number {
    return this.count;
  }

  /** Replaces the content (one sort instead of many inserts); equal values keep their given order. */
  load(values: readonly number[], slots: readonly number[]): void {
    const order = Array.from(values, (_, i) => i).sort((a, b) => values[a]! - values[b]! || a - b);
    this.count = 0;
    this.reserve(order.length);
    for (const i of order) {
      this.values[this.count] = values[i]!;
      this.slots[this.count++] = slots[i]!;
    }
  }

  /** Files a slot after the thresholds equal to its own. */
  insert(value: number, slot: number): void {
    this.reserve(this.count + 1);
    const at = this.firstAbove(value);
    this.values.copyWithin(at + 1, at, this.count);
    this.slots.copyWithin(at + 1, at, this.count);
    this.values[at] = value;
    this.slots[at] = slot;
    this.count++;
  }

  remove(value: number, slot: number): boolean {
    for (let i = this.firstAtOrAbove(value); i < this.count && this.values[i] === value; i++) {
      if (this.slots[i] !== slot) continue;
      this.values.copyWithin(i, i + 1, this.count);
      this.slots.copyWithin(i, i + 1, this.count);
      this.count--;
      return true;
    }
    return false;
  }

  /** Slots with low < value ≤ high, ascending. */
  risingThrough(low: number, high: number, into: SlotList): void {
    if (!(high > low) || this.count === 0) return;
    const values = this.values;
    for (let i = this.firstAbove(low); i < this.count && values[i]! <= high; i++) {
      into.push(this.slots[i]!);
    }
  }

  /** Slots with low ≤ value < high, ascending. */
  fallingThrough(low: number, high: number, into: SlotList): void {
    if (!(high > low) || this.count === 0) return;
    const values = this.values;
    for (let i = this.firstAtOrAbove(low); i < this.count && values[i]! < high; i++) {
      into.push(this.slots[i]!);
    }
  }

  private reserve(size: number): void {
    if (size <= this.values.length) return;
    const capacity = Math.max(size, this.values.length * 2);
    const values = new Float64Array(capacity);
    const slots = new Int32Array(capacity);
    values.set(this.values.subarray(0, this.count));
    slots.set(this.slots.subarray(0, this.count));
    this.values = values;
    this.slots = slots;
  }

  private firstAbove(value: number): number {
    let lo = 0;
    let hi = this.count;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.values[mid]! <= value) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private firstAtOrAbove(value: number): number {
    let lo = 0;
    let hi = this.count;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.values[mid]! < value) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

/** A reusable list of slots (the crossings of one tick), grown when needed and never shrunk. */
export class SlotList {
  items = new Int32Array(64);
  length = 0;

  push(slot: number): void {
    if (this.length === this.items.length) {
      const items = new Int32Array(this.items.length * 2);
      items.set(this.items);
      this.items = items;
    }
    this.items[this.length++] = slot;
  }
}
