/**
 * Platt scaling: turns a model's margins into probabilities P(relevant) = σ(a·m + b), with a and b fitted by
 * maximum likelihood on the voted documents (Platt 1999, with the numerically careful fitting of Lin, Lin & Weng
 * 2007: targets (n₁+1)/(n₁+2) and 1/(n₀+2) instead of 1 and 0, Newton steps with a backtracking line search). A
 * linear SVM's margins only order documents; after this, about p of the documents scored p are relevant, as far as
 * the votes can tell (they are not a random sample: screening votes on the top of the ranking first).
 */
export interface Calibration {
  readonly a: number;
  readonly b: number;
}

/** The smallest slope kept: the calibration never reverses the model's order, at worst it flattens it. */
const MIN_SLOPE = 1e-6;

const logOnePlusExp = (x: number) => (x > 0 ? x + Math.log1p(Math.exp(-x)) : Math.log1p(Math.exp(x)));

/** Fits σ(a·m + b) to `margins` of the voted rows with `labels` (1 relevant, 0 irrelevant); a ≥ MIN_SLOPE. */
export function fitCalibration(margins: ArrayLike<number>, labels: ArrayLike<number>): Calibration {
  const n = labels.length;
  let positives = 0;
  for (let i = 0; i < n; i++) positives += labels[i] === 1 ? 1 : 0;
  const negatives = n - positives;
  if (positives === 0 || negatives === 0) return { a: MIN_SLOPE, b: positives > 0 ? 4 : -4 };

  // Standardized margins: Newton works on a well-scaled problem whatever the model's margin spread.
  let mean = 0;
  for (let i = 0; i < n; i++) mean += margins[i]!;
  mean /= n;
  let spread = 0;
  for (let i = 0; i < n; i++) spread += (margins[i]! - mean) ** 2;
  spread = Math.sqrt(spread / n) || 1;
  const x = Float64Array.from({ length: n }, (_, i) => (margins[i]! - mean) / spread);
  const high = (positives + 1) / (positives + 2);
  const low = 1 / (negatives + 2);
  const target = Float64Array.from({ length: n }, (_, i) => (labels[i] === 1 ? high : low));

  const loss = (a: number, b: number) => {
    let sum = 0;
    for (let i = 0; i < n; i++) {
      const z = a * x[i]! + b;
      sum += target[i]! * logOnePlusExp(-z) + (1 - target[i]!) * logOnePlusExp(z);
    }
    return sum;
  };
  let a = 0;
  let b = Math.log((positives + 1) / (negatives + 1));
  let current = loss(a, b);
  const ridge = 1e-12;
  for (let iteration = 0; iteration < 100; iteration++) {
    let ga = 0;
    let gb = 0;
    let haa = ridge;
    let hab = 0;
    let hbb = ridge;
    for (let i = 0; i < n; i++) {
      const p = 1 / (1 + Math.exp(-(a * x[i]! + b)));
      const d = p - target[i]!;
      const w = Math.max(p * (1 - p), 1e-12);
      ga += d * x[i]!;
      gb += d;
      haa += w * x[i]! * x[i]!;
      hab += w * x[i]!;
      hbb += w;
    }
    if (Math.abs(ga) < 1e-9 && Math.abs(gb) < 1e-9) break;
    const determinant = haa * hbb - hab * hab;
    const da = -(hbb * ga - hab * gb) / determinant;
    const db = -(-hab * ga + haa * gb) / determinant;
    let step = 1;
    let next = loss(a + step * da, b + step * db);
    while (next > current + 1e-4 * step * (ga * da + gb * db) && step > 1e-10) {
      step /= 2;
      next = loss(a + step * da, b + step * db);
    }
    if (step <= 1e-10) break;
    a += step * da;
    b += step * db;
    const improved = current - next;
    current = next;
    if (improved < 1e-12 * Math.max(1, Math.abs(current))) break;
  }
  // Back to raw margins: σ(a·(m − mean)/spread + b).
  const slope = Math.max(a, MIN_SLOPE) / spread;
  return { a: slope, b: b - slope * mean };
}

/** σ(a·m + b) for every margin. */
export function calibrate(margins: ArrayLike<number>, { a, b }: Calibration, out = new Float32Array(margins.length)) {
  for (let i = 0; i < margins.length; i++) out[i] = 1 / (1 + Math.exp(-(a * margins[i]! + b)));
  return out;
}
