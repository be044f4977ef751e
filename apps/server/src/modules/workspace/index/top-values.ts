/**
 * Keeps the k values with the highest counts (or scores) among those offered (ties: the lower value id first) in a min-heap
 * whose root is the weakest kept value: most values of a skewed category are rejected by one comparison, so
 * picking the top of N values is linear and allocates nothing but the answer.
 */
export class TopValues {
  private readonly values: Int32Array;
  private readonly counts: Float64Array;
  private size = 0;

  constructor(private readonly k: number) {
    this.values = new Int32Array(k);
    this.counts = new Float64Array(k);
  }

  reset(): this {
    this.size = 0;
    return this;
  }

  offer(value: number, count: number): void {
    if (this.size < this.k) {
      this.values[this.size] = value;
      this.counts[this.size] = count;
      this.siftUp(this.size++);
    } else if (this.weaker(this.values[0]!, this.counts[0]!, value, count)) {
      this.values[0] = value;
      this.counts[0] = count;
      this.siftDown(0);
    }
  }

  /** The kept values, strongest first. */
  sorted(): number[] {
    const order = Array.from({ length: this.size }, (_, i) => i);
    order.sort((a, b) => this.counts[b]! - this.counts[a]! || this.values[a]! - this.values[b]!);
    return order.map((i) => this.values[i]!);
  }

  private weaker(value: number, count: number, otherValue: number, otherCount: number): boolean {
    return count < otherCount || (count === otherCount && value > otherValue);
  }

  private weakerAt(i: number, j: number): boolean {
    return this.weaker(this.values[i]!, this.counts[i]!, this.values[j]!, this.counts[j]!);
  }

  private swap(i: number, j: number): void {
    const value = this.values[i]!;
    const count = this.counts[i]!;
    this.values[i] = this.values[j]!;
    this.counts[i] = this.counts[j]!;
    this.values[j] = value;
    this.counts[j] = count;
  }

  private siftUp(i: number): void {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.weakerAt(i, parent)) return;
      this.swap(i, parent);
      i = parent;
    }
  }

  private siftDown(i: number): void {
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let weakest = i;
      if (left < this.size && this.weakerAt(left, weakest)) weakest = left;
      if (right < this.size && this.weakerAt(right, weakest)) weakest = right;
      if (weakest === i) return;
      this.swap(i, weakest);
      i = weakest;
    }
  }
}
