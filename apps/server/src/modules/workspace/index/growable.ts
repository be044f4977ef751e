type TypedArray = Int8Array | Uint8Array | Int16Array | Uint16Array | Int32Array | Float32Array | Float64Array;
type TypedArrayConstructor<T extends TypedArray> = new (length: number) => T;

/** A typed array that grows by doubling, for columns whose length is known only once every batch is read. */
export class Growable<T extends TypedArray> {
  private buffer: T;
  length = 0;

  constructor(
    private readonly make: TypedArrayConstructor<T>,
    capacity = 1024,
  ) {
    this.buffer = new make(capacity);
  }

  push(value: number): void {
    if (this.length === this.buffer.length) {
      const bigger = new this.make(this.buffer.length * 2);
      bigger.set(this.buffer as never);
      this.buffer = bigger;
    }
    this.buffer[this.length++] = value;
  }

  at(i: number): number {
    return this.buffer[i]!;
  }

  /** A copy of exactly `length` elements (the spare capacity is not kept). */
  toArray(): T {
    return this.buffer.slice(0, this.length) as T;
  }
}

export class GrowableInt32 extends Growable<Int32Array> {
  constructor(capacity?: number) {
    super(Int32Array, capacity);
  }
}
