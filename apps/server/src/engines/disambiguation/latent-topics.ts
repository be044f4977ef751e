import { seededRandom } from '../relevance/random.js';
import type { SparseVector } from './text-vectors.js';

/**
 * Latent semantic analysis (Deerwester et al. 1990) of TF-IDF vectors: their projection on the top singular
 * directions of the document × term matrix, by randomized SVD (Halko, Martinsson & Tropp 2011). Two papers of one
 * person that share no title word often share a topic ("cache", "processor", "power" load on one direction):
 * a poor man's SPECTER, learned from the mentions at hand.
 */

/** Dense vectors, one per document, unit length (all zero for an empty document). */
export function latentTopics(documents: readonly SparseVector[], dimensions: number, seed = 5): Float64Array[] {
  const n = documents.length;
  let terms = 0;
  for (const document of documents) for (const id of document.ids) terms = Math.max(terms, id + 1);
  const width = Math.min(dimensions + 10, n, terms);
  if (width === 0) return documents.map(() => new Float64Array(0));
  const random = seededRandom(seed);
  // Y = A Ω, then two power iterations Y = A (Aᵀ Y), orthonormalized in between
  let termSide: Float64Array[] = Array.from({ length: width }, () =>
    Float64Array.from({ length: terms }, () => random() - 0.5),
  );
  let documentSide = termSide.map((column) => times(documents, column));
  for (let iteration = 0; iteration < 2; iteration++) {
    orthonormalize(documentSide);
    termSide = documentSide.map((column) => transposeTimes(documents, column, terms));
    orthonormalize(termSide);
    documentSide = termSide.map((column) => times(documents, column));
  }
  orthonormalize(documentSide);
  // B = Qᵀ A (width × terms); B Bᵀ = W Λ Wᵀ; document embeddings Q W Λ^½ (= U Σ)
  const rowsOfB = documentSide.map((column) => transposeTimes(documents, column, terms));
  const gram = new Float64Array(width * width);
  for (let i = 0; i < width; i++)
    for (let j = i; j < width; j++) gram[i * width + j] = gram[j * width + i] = dot(rowsOfB[i]!, rowsOfB[j]!);
  const { values, vectors } = symmetricEigen(gram, width);
  const order = [...values.keys()].sort((a, b) => values[b]! - values[a]!).slice(0, Math.min(dimensions, width));
  const out = documents.map(() => new Float64Array(order.length));
  order.forEach((component, k) => {
    const scale = Math.sqrt(Math.max(values[component]!, 0));
    for (let i = 0; i < width; i++) {
      const weight = vectors[i * width + component]! * scale;
      if (weight === 0) continue;
      const column = documentSide[i]!;
      for (let d = 0; d < n; d++) out[d]![k]! += column[d]! * weight;
    }
  });
  for (const vector of out) {
    const norm = Math.hypot(...vector);
    if (norm > 0) for (let k = 0; k < vector.length; k++) vector[k]! /= norm;
  }
  return out;
}

const dot = (a: Float64Array, b: Float64Array) => {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
  return sum;
};

/** A x: one value per document. */
function times(documents: readonly SparseVector[], x: Float64Array): Float64Array {
  return Float64Array.from(documents, ({ ids, weights }) => {
    let sum = 0;
    for (let k = 0; k < ids.length; k++) sum += weights[k]! * x[ids[k]!]!;
    return sum;
  });
}

/** Aᵀ y: one value per term. */
function transposeTimes(documents: readonly SparseVector[], y: Float64Array, terms: number): Float64Array {
  const out = new Float64Array(terms);
  documents.forEach(({ ids, weights }, d) => {
    const value = y[d]!;
    if (value !== 0) for (let k = 0; k < ids.length; k++) out[ids[k]!]! += weights[k]! * value;
  });
  return out;
}

/** Modified Gram–Schmidt, in place; a column that vanishes stays zero. */
function orthonormalize(columns: Float64Array[]): void {
  columns.forEach((column, i) => {
    for (let j = 0; j < i; j++) {
      const projection = dot(columns[j]!, column);
      for (let k = 0; k < column.length; k++) column[k]! -= projection * columns[j]![k]!;
    }
    const norm = Math.sqrt(dot(column, column));
    for (let k = 0; k < column.length; k++) column[k] = norm > 1e-12 ? column[k]! / norm : 0;
  });
}

/** Eigenvalues and eigenvectors (columns) of a symmetric matrix, by cyclic Jacobi rotations. */
export function symmetricEigen(matrix: Float64Array, size: number): { values: Float64Array; vectors: Float64Array } {
  const a = matrix.slice();
  const v = new Float64Array(size * size);
  for (let i = 0; i < size; i++) v[i * size + i] = 1;
  for (let sweep = 0; sweep < 50; sweep++) {
    let off = 0;
    for (let p = 0; p < size; p++) for (let q = p + 1; q < size; q++) off += a[p * size + q]! ** 2;
    if (off < 1e-18) break;
    for (let p = 0; p < size; p++) {
      for (let q = p + 1; q < size; q++) {
        const apq = a[p * size + q]!;
        if (Math.abs(apq) < 1e-15) continue;
        const theta = (a[q * size + q]! - a[p * size + p]!) / (2 * apq);
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const c = 1 / Math.sqrt(t * t + 1);
        const s = t * c;
        for (let k = 0; k < size; k++) {
          const akp = a[k * size + p]!;
          const akq = a[k * size + q]!;
          a[k * size + p] = c * akp - s * akq;
          a[k * size + q] = s * akp + c * akq;
        }
        for (let k = 0; k < size; k++) {
          const apk = a[p * size + k]!;
          const aqk = a[q * size + k]!;
          a[p * size + k] = c * apk - s * aqk;
          a[q * size + k] = s * apk + c * aqk;
        }
        for (let k = 0; k < size; k++) {
          const vkp = v[k * size + p]!;
          const vkq = v[k * size + q]!;
          v[k * size + p] = c * vkp - s * vkq;
          v[k * size + q] = s * vkp + c * vkq;
        }
      }
    }
  }
  return { values: Float64Array.from({ length: size }, (_, i) => a[i * size + i]!), vectors: v };
}
