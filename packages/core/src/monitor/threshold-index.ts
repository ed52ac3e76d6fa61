/**
 * Thresholds of one symbol and one direction, sorted ascending in typed arrays (the threshold and
 * the slot of its rule side by side). The symbol keeps a cursor into them (where its last value
 * sits), so a move walks only over the thresholds it crosses, and nothing here allocates. Equal
 * thresholds keep the order they were added in.
 */
export class ThresholdIndex {
  /** Rising: rules that fire when the value reaches them from below; falling: from above. */
  private readonly rising: boolean;

  private values = new Float64Array(8);
  private slots = new Int32Array(8);
  private count = 0;

  constructor(rising: boolean) {
    this.rising = rising;
  }

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

  /**
   * Where a value sits: a rising index counts the thresholds at or below it, a falling one those
   * below it. A symbol keeps this cursor per index, so the next move only walks from it.
   */
  seat(value: number): number {
    return this.rising ? this.firstAbove(value) : this.firstAtOrAbove(value);
  }

  /**
   * Moves a cursor seated at `before` to `now` and lists the slots crossed, ascending: a rising index
   * crosses before < threshold ≤ now, a falling one now ≤ threshold < before (edge-triggered, the
   * threshold itself included). A move the other way only moves the cursor.
   */
  move(cursor: number, before: number, now: number, into: SlotList): number {
    if (now === before) return cursor;
    const values = this.values;
    let at = cursor;
    if (this.rising && now > before) {
      for (; at < this.count && values[at]! <= now; at++) into.push(this.slots[at]!);
    } else if (this.rising && now < before) {
      while (at > 0 && values[at - 1]! > now) at--;
    } else if (now < before) {
      while (at > 0 && values[at - 1]! >= now) at--;
      for (let i = at; i < cursor; i++) into.push(this.slots[i]!);
    } else if (now > before) {
      while (at < this.count && values[at]! < now) at++;
    } else {
      // NaN on either side: nothing is crossed, the cursor is seated afresh.
      return this.seat(now);
    }
    return at;
  }

  /**
   * The band of values that keep a cursor where it is, so a move inside it crosses nothing: a
   * rising index keeps it for low ≤ value < high, a falling one for low < value ≤ high.
   */
  low(cursor: number): number {
    return cursor > 0 ? this.values[cursor - 1]! : -Infinity;
  }

  high(cursor: number): number {
    return cursor < this.count ? this.values[cursor]! : Infinity;
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
