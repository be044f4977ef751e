/**
 * Counts of unordered pairs among k ranked items (0 … k-1): a dense k×k triangle while it is small, a map beyond
 * (a graph of 20,000 nodes would need 1.6 GB dense). Pairs come from documents; a graph is read from it once.
 */
export class PairCounts {
  private static readonly DENSE_LIMIT = 2048;
  private readonly dense?: Int32Array;
  private readonly sparse?: Map<number, number>;

  constructor(private readonly k: number) {
    if (k <= PairCounts.DENSE_LIMIT) this.dense = new Int32Array(k * k);
    else this.sparse = new Map();
  }

  /** Counts every pair of `ranks[0 … length)` once (the ranks of one document, each once). */
  addAll(ranks: Int32Array, length: number): void {
    for (let a = 0; a < length; a++) {
      for (let b = a + 1; b < length; b++) this.add(ranks[a]!, ranks[b]!);
    }
  }

  add(x: number, y: number): void {
    const key = x < y ? x * this.k + y : y * this.k + x;
    if (this.dense) this.dense[key]!++;
    else this.sparse!.set(key, (this.sparse!.get(key) ?? 0) + 1);
  }

  /** Every pair counted as parallel arrays (lower rank, higher rank, count, and the weight `weightOf` gives it). */
  toArrays(weightOf: (x: number, y: number, count: number) => number) {
    let size = 0;
    this.forEachPair(() => size++);
    const x = new Int32Array(size);
    const y = new Int32Array(size);
    const counts = new Int32Array(size);
    const weights = new Float64Array(size);
    let k = 0;
    this.forEachPair((a, b, count) => {
      x[k] = a;
      y[k] = b;
      counts[k] = count;
      weights[k++] = weightOf(a, b, count);
    });
    return { x, y, counts, weights };
  }

  /** Every pair counted, as (lower rank, higher rank, count). */
  forEachPair(visit: (x: number, y: number, count: number) => void): void {
    if (this.dense) {
      for (let x = 0; x < this.k; x++) {
        const row = x * this.k;
        for (let y = x + 1; y < this.k; y++) {
          const count = this.dense[row + y]!;
          if (count > 0) visit(x, y, count);
        }
      }
      return;
    }
    for (const [key, count] of this.sparse!) visit(Math.floor(key / this.k), key % this.k, count);
  }
}
