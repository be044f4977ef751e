import { tokenize } from '../../text/words.js';
import { porterStem } from './stem.js';
import { ENGLISH_STOP_WORDS } from '@quarry/contract';

/**
 * A sparse matrix in compressed-row form: row r's non-zero entries are `indices` / `values` from `rowStart[r]` to
 * `rowStart[r + 1]`. Three typed arrays however many rows, so a whole matrix moves to a worker thread in one
 * transfer (or is shared, when built with `shared: true`).
 */
export interface SparseMatrix {
  readonly rows: number;
  readonly columns: number;
  readonly rowStart: Int32Array;
  readonly indices: Int32Array;
  readonly values: Float32Array;
  /**
   * Terms found in a single row are not stored as columns: they cannot carry what one document teaches about
   * another, and there are millions of them (mostly word pairs). What a model needs of them is kept per row: the
   * length (L2) and mass (L1) of the row's part on them, and how many such terms there are in all.
   */
  readonly uniqueNorm?: Float32Array;
  readonly uniqueMass?: Float32Array;
  readonly uniqueTerms?: number;
}

/** TF-IDF vectors of documents (rows, L2-normalized) with the IDF of each term (column). */
export interface TfidfFeatures extends SparseMatrix {
  readonly idf: Float32Array;
}

export interface TermOptions {
  /** Drop English stop words. */
  readonly stopWords?: boolean;
  /** Drop tokens shorter than this (2, as scikit-learn's token pattern does). */
  readonly minTokenLength?: number;
  /** Add adjacent word pairs as terms of their own (buildTfidf keeps those found in at least two documents). */
  readonly bigrams?: boolean;
  /** Reduce words to their Porter stems (stem.ts) before pairing them. */
  readonly stem?: boolean;
  /**
   * The words (and word pairs) of a document's title count again as title terms of their own ("t:" + word), so a
   * word in the title weighs apart from the same word in the abstract.
   */
  readonly titleTerms?: boolean;
  /**
   * Tokens (letter/digit runs, before stemming) of at least `suffixLength` + 3 characters also count by their last
   * `suffixLength` characters ("-" + ending; never paired): the shared endings of names of a kind (captopril,
   * enalapril → "-pril"). 0: none.
   */
  readonly suffixLength?: number;
}

/** A document with its title apart, for title terms. A plain string is a document without a title. */
export interface TitledText {
  readonly title: string;
  readonly text: string;
}

export type TfidfDocument = string | TitledText;

export interface TfidfOptions extends TermOptions {
  /** 1 + ln(tf) instead of the raw count. */
  readonly sublinearTf?: boolean;
  /** Drop terms found in more than this share of the documents (1: none). */
  readonly maxDocumentFraction?: number;
  /**
   * Drop terms found in fewer documents than this (scikit-learn's min_df). 1 (default): terms of a single document
   * still count in its vector's length (uniqueNorm); 2: they count nowhere.
   */
  readonly minDocuments?: number;
  /** Allocate the arrays in SharedArrayBuffers, so worker threads read them without a copy or a transfer. */
  readonly shared?: boolean;
}

/**
 * Porter-stemmed words and word pairs, sublinear tf, no stop-word list (the IDF and the 95 % cut do that job): the
 * TF-IDF of ASReview LAB 2's default model, plus stemming. On bench/screening.mjs, stop words, words only, raw tf or
 * min_df 2 each did worse, stemming better (docs/relevance.md).
 */
export const DEFAULT_TFIDF_OPTIONS = {
  stopWords: false,
  minTokenLength: 2,
  bigrams: true,
  sublinearTf: true,
  maxDocumentFraction: 0.95,
  stem: true,
  minDocuments: 1,
  titleTerms: false,
  suffixLength: 0,
} as const satisfies TfidfOptions;

/** The words of one text: BM25's tokens (lower-case letter/digit runs), short tokens and stop words dropped. */
function documentWords(tokens: readonly string[], options: TermOptions, stems?: Map<string, string>): string[] {
  const minLength = options.minTokenLength ?? DEFAULT_TFIDF_OPTIONS.minTokenLength;
  const stopWords = options.stopWords ?? DEFAULT_TFIDF_OPTIONS.stopWords;
  const words = tokens.filter((word) => word.length >= minLength && !(stopWords && ENGLISH_STOP_WORDS.has(word)));
  if (!(options.stem ?? DEFAULT_TFIDF_OPTIONS.stem)) return words;
  return words.map((word) => {
    let stem = stems?.get(word);
    if (stem === undefined) {
      stem = porterStem(word);
      stems?.set(word, stem);
    }
    return stem;
  });
}

/** A run of terms of one document; adjacent terms of a run make word pairs when `pairs` (and bigrams are on). */
interface TermRun {
  readonly terms: readonly string[];
  readonly pairs: boolean;
}

/** The runs of terms of one document: its words, its title's words (titleTerms), its word endings (suffixLength). */
function termRuns(document: TfidfDocument, options: TermOptions, stems?: Map<string, string>): TermRun[] {
  const title = typeof document === 'string' ? '' : document.title;
  const tokens = tokenize(typeof document === 'string' ? document : `${title} ${document.text}`);
  const runs: TermRun[] = [{ terms: documentWords(tokens, options, stems), pairs: true }];
  if (title && (options.titleTerms ?? DEFAULT_TFIDF_OPTIONS.titleTerms)) {
    const words = documentWords(tokenize(title), options, stems);
    runs.push({ terms: words.map((word) => `t:${word}`), pairs: true });
  }
  const suffixLength = options.suffixLength ?? DEFAULT_TFIDF_OPTIONS.suffixLength;
  if (suffixLength > 0) {
    const endings = tokens
      .filter((token) => token.length >= suffixLength + 3)
      .map((token) => `-${token.slice(-suffixLength)}`);
    runs.push({ terms: endings, pairs: false });
  }
  return runs;
}

/** The terms of one document as buildTfidf sees them: each run's terms, then its word pairs (when `bigrams`). */
export function documentTerms(document: TfidfDocument, options: TermOptions = {}): string[] {
  const bigrams = options.bigrams ?? DEFAULT_TFIDF_OPTIONS.bigrams;
  const terms: string[] = [];
  for (const run of termRuns(document, options)) {
    terms.push(...run.terms);
    if (!bigrams || !run.pairs) continue;
    for (let i = 1; i < run.terms.length; i++) terms.push(`${run.terms[i - 1]} ${run.terms[i]}`);
  }
  return terms;
}

/** A growable Int32 buffer (grows by half), so a corpus is read without per-document arrays. */
class IntBuffer {
  data: Int32Array;
  length = 0;
  constructor(capacity = 1024) {
    this.data = new Int32Array(Math.max(16, capacity));
  }
  push(value: number): void {
    if (this.length === this.data.length) {
      const next = new Int32Array(Math.ceil(this.data.length * 1.5));
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = value;
  }
}

function allocate<T extends Int32Array | Float32Array>(
  Type: { new (length: number): T; new (buffer: SharedArrayBuffer): T; BYTES_PER_ELEMENT: number },
  length: number,
  shared: boolean,
): T {
  return shared ? new Type(new SharedArrayBuffer(length * Type.BYTES_PER_ELEMENT)) : new Type(length);
}

function pairHash(first: number, second: number): number {
  let h = Math.imul(first, 0x9e3779b1) ^ Math.imul(second + 0x7f4a7c15, 0x85ebca77);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  return h >>> 0;
}

/** Word pairs are pre-counted in 2^25 one-byte buckets (32 MB) before any of them gets a vocabulary entry. */
const PAIR_BUCKET_BITS = 25;
const pairBucket = (first: number, second: number) => pairHash(first, second) >>> (32 - PAIR_BUCKET_BITS);

/** Word pair → pair number, open addressing over typed arrays (12 bytes a slot, at most half full). */
class PairTable {
  private firsts = new Int32Array(1 << 16).fill(-1);
  private seconds = new Int32Array(1 << 16);
  private numbers = new Int32Array(1 << 16);
  size = 0;

  /** The pair's number: the next free one the first time it is asked for. */
  numberOf(first: number, second: number): number {
    const mask = this.firsts.length - 1;
    let slot = pairHash(first, second) & mask;
    for (;;) {
      const f = this.firsts[slot]!;
      if (f === -1) break;
      if (f === first && this.seconds[slot] === second) return this.numbers[slot]!;
      slot = (slot + 1) & mask;
    }
    this.firsts[slot] = first;
    this.seconds[slot] = second;
    this.numbers[slot] = this.size++;
    if (this.size * 2 > this.firsts.length) this.grow();
    return this.size - 1;
  }

  private grow(): void {
    const { firsts, seconds, numbers } = this;
    this.firsts = new Int32Array(firsts.length * 2).fill(-1);
    this.seconds = new Int32Array(firsts.length * 2);
    this.numbers = new Int32Array(firsts.length * 2);
    const mask = this.firsts.length - 1;
    for (let old = 0; old < firsts.length; old++) {
      if (firsts[old] === -1) continue;
      let slot = pairHash(firsts[old]!, seconds[old]!) & mask;
      while (this.firsts[slot] !== -1) slot = (slot + 1) & mask;
      this.firsts[slot] = firsts[old]!;
      this.seconds[slot] = seconds[old]!;
      this.numbers[slot] = numbers[old]!;
    }
  }
}

/**
 * TF-IDF vectors of `texts` (by default DEFAULT_TFIDF_OPTIONS), computed like scikit-learn's TfidfVectorizer:
 * idf = ln((1 + n) / (1 + df)) + 1, tf the count (or 1 + ln(tf) when sublinear), each row scaled to unit length.
 * Columns: words, then word pairs, in order of first appearance; entries within a row in order of appearance.
 *
 * Memory: word pairs are many (millions over 100k abstracts) and most occur once. A first pass turns the texts into
 * word numbers and counts pair occurrences in hashed one-byte buckets; a pair whose bucket saw fewer than two
 * occurrences occurs once in the whole corpus and never gets a vocabulary entry. Terms of a single row never become
 * columns (see SparseMatrix): they only count in the row's length and in uniqueNorm / uniqueMass. So the result is
 * exactly scikit-learn's vectors minus the single-row columns. Working memory: the word map, 8 bytes per token,
 * 32 MB of buckets, 12–24 bytes per repeated pair; the result takes 8 bytes per stored entry.
 */
export function buildTfidf(texts: readonly TfidfDocument[], options: TfidfOptions = {}): TfidfFeatures {
  const rows = texts.length;
  const bigrams = options.bigrams ?? DEFAULT_TFIDF_OPTIONS.bigrams;
  const sublinearTf = options.sublinearTf ?? DEFAULT_TFIDF_OPTIONS.sublinearTf;
  const maxDf = (options.maxDocumentFraction ?? DEFAULT_TFIDF_OPTIONS.maxDocumentFraction) * rows;
  const shared = options.shared ?? false;
  const minDf = Math.max(1, options.minDocuments ?? DEFAULT_TFIDF_OPTIONS.minDocuments);

  // Pass 1: texts → word numbers (first appearance order), pair occurrences per bucket.
  const vocabulary = new Map<string, number>();
  let characters = 0;
  for (const text of texts) characters += typeof text === 'string' ? text.length : text.title.length + text.text.length;
  // The stream holds a word's number, or its bitwise complement where the word does not pair with the one before.
  const stream = new IntBuffer(characters / 6);
  const tokenStart = new Int32Array(rows + 1);
  const pairSeen = bigrams ? new Uint8Array(2 ** PAIR_BUCKET_BITS) : undefined;
  const stems = new Map<string, string>();
  for (let row = 0; row < rows; row++) {
    for (const run of termRuns(texts[row]!, options, stems)) {
      let previous = -1;
      for (const word of run.terms) {
        let id = vocabulary.get(word);
        if (id === undefined) vocabulary.set(word, (id = vocabulary.size));
        stream.push(previous >= 0 ? id : ~id);
        if (pairSeen && previous >= 0) {
          const bucket = pairBucket(previous, id);
          if (pairSeen[bucket]! < 2) pairSeen[bucket]!++;
        }
        if (run.pairs) previous = id;
      }
    }
    tokenStart[row + 1] = stream.length;
  }
  const words = vocabulary.size;
  vocabulary.clear();
  const tokens = stream.data;

  // Terms: word w is term w; the p-th repeated pair is term words + p. `visit` calls back once per distinct term of
  // a row with its count (order of first appearance), and counts the row's pairs that occur only there. The first
  // visit of a row looks its pairs up and notes their terms in `pairTerms` (-1: a pair seen once), later visits
  // read them from there.
  const pairs = new PairTable();
  const pairTerms = pairSeen ? new Int32Array(stream.length) : undefined;
  let documentFrequency = new Int32Array(words + 1024);
  let seenIn = new Int32Array(words + 1024).fill(-1);
  let slot = new Int32Array(words + 1024);
  const rowTerms = new IntBuffer();
  const rowCounts = new IntBuffer();
  const ensureTerms = (terms: number) => {
    if (terms <= seenIn.length) return;
    const length = Math.ceil(terms * 1.5);
    const grown = (array: Int32Array, fill: number) => {
      const next = new Int32Array(length).fill(fill);
      next.set(array);
      return next;
    };
    documentFrequency = grown(documentFrequency, 0);
    seenIn = grown(seenIn, -1);
    slot = grown(slot, 0);
  };
  let pass = 0;
  const visit = (row: number): number => {
    rowTerms.length = 0;
    rowCounts.length = 0;
    const mark = pass * rows + row; // a fresh mark per row and pass: no clearing between rows
    let unseen = 0;
    const count = (term: number) => {
      if (seenIn[term] === mark) rowCounts.data[slot[term]!]!++;
      else {
        seenIn[term] = mark;
        slot[term] = rowTerms.length;
        rowTerms.push(term);
        rowCounts.push(1);
      }
    };
    for (let i = tokenStart[row]!; i < tokenStart[row + 1]!; i++) {
      const token = tokens[i]!;
      count(token < 0 ? ~token : token);
      if (!pairSeen || !pairTerms || token < 0) continue;
      if (pass === 0) {
        const before = tokens[i - 1]!;
        const first = before < 0 ? ~before : before;
        const second = token;
        if (pairSeen[pairBucket(first, second)]! < 2) pairTerms[i] = -1;
        else {
          pairTerms[i] = words + pairs.numberOf(first, second);
          ensureTerms(words + pairs.size);
        }
      }
      const term = pairTerms[i]!;
      if (term < 0) unseen++;
      else count(term);
    }
    return unseen;
  };

  // Pass 2: document frequencies; pairs seen twice get their number.
  let unseenTotal = 0;
  for (let row = 0; row < rows; row++) {
    unseenTotal += visit(row);
    for (let k = 0; k < rowTerms.length; k++) documentFrequency[rowTerms.data[k]!]!++;
  }
  pass++;

  // Columns: the terms in two rows or more and not in too many, numbered in term order. Terms of a single row
  // (UNIQUE) count in that row's length and in uniqueNorm / uniqueMass; terms in too many rows (DROPPED) count
  // nowhere, as scikit-learn's max_df. Pairs never numbered occur once: tf 1, df 1.
  const terms = words + pairs.size;
  const UNIQUE = -1;
  const DROPPED = -2;
  const column = new Int32Array(terms);
  let columns = 0;
  let uniqueTerms = 0;
  for (let term = 0; term < terms; term++) {
    const df = documentFrequency[term]!;
    if (df > maxDf || df < minDf) column[term] = DROPPED;
    else if (df > 1) column[term] = columns++;
    else {
      column[term] = UNIQUE;
      uniqueTerms++;
    }
  }
  const idfOf = (df: number) => Math.log((1 + rows) / (1 + df)) + 1;
  const idf = allocate(Float32Array, columns, shared);
  for (let term = 0; term < terms; term++) if (column[term]! >= 0) idf[column[term]!] = idfOf(documentFrequency[term]!);
  const uniqueIdf = idfOf(1);
  const unseenKept = maxDf >= 1 && minDf <= 1 ? 1 : 0;
  uniqueTerms += unseenTotal * unseenKept;

  // Pass 3: entries per row, then the entries themselves.
  const rowStart = allocate(Int32Array, rows + 1, shared);
  for (let row = 0; row < rows; row++) {
    visit(row);
    let stored = 0;
    for (let k = 0; k < rowTerms.length; k++) if (column[rowTerms.data[k]!]! >= 0) stored++;
    rowStart[row + 1] = rowStart[row]! + stored;
  }
  pass++;
  const nonZeros = rowStart[rows]!;
  const indices = allocate(Int32Array, nonZeros, shared);
  const values = allocate(Float32Array, nonZeros, shared);
  const uniqueNorm = allocate(Float32Array, rows, shared);
  const uniqueMass = allocate(Float32Array, rows, shared);
  for (let row = 0; row < rows; row++) {
    const unseen = visit(row) * unseenKept;
    let ownSquares = unseen * uniqueIdf * uniqueIdf;
    let ownMass = unseen * uniqueIdf;
    let sumSquares = 0;
    let at = rowStart[row]!;
    for (let k = 0; k < rowTerms.length; k++) {
      const c = column[rowTerms.data[k]!]!;
      if (c === DROPPED) continue;
      const tf = rowCounts.data[k]!;
      const weight = (sublinearTf ? 1 + Math.log(tf) : tf) * (c >= 0 ? idf[c]! : uniqueIdf);
      if (c === UNIQUE) {
        ownSquares += weight * weight;
        ownMass += weight;
        continue;
      }
      indices[at] = c;
      values[at] = weight;
      sumSquares += weight * weight;
      at++;
    }
    const norm = Math.sqrt(sumSquares + ownSquares);
    if (norm > 0) {
      for (let i = rowStart[row]!; i < at; i++) values[i]! /= norm;
      uniqueNorm[row] = Math.sqrt(ownSquares) / norm;
      uniqueMass[row] = ownMass / norm;
    }
  }
  return { rows, columns, rowStart, indices, values, idf, uniqueNorm, uniqueMass, uniqueTerms };
}

/** Row `row` of a sparse matrix as views (no copy). */
export function sparseRow(matrix: SparseMatrix, row: number): { indices: Int32Array; values: Float32Array } {
  const start = matrix.rowStart[row]!;
  const end = matrix.rowStart[row + 1]!;
  return { indices: matrix.indices.subarray(start, end), values: matrix.values.subarray(start, end) };
}

/** The buffers of a matrix that a postMessage must list to move them (shared memory needs no move). */
export function transferableBuffers(matrix: SparseMatrix | TfidfFeatures): ArrayBuffer[] {
  const arrays = [
    matrix.rowStart,
    matrix.indices,
    matrix.values,
    matrix.uniqueNorm,
    matrix.uniqueMass,
    'idf' in matrix ? matrix.idf : undefined,
  ];
  const buffers = arrays.map((array) => array?.buffer).filter((buffer) => buffer instanceof ArrayBuffer);
  return [...new Set(buffers)];
}

/** Throws unless `matrix` is a well-formed compressed-row matrix (O(1) checks on the shapes). */
export function assertSparseMatrix(matrix: SparseMatrix): void {
  const nonZeros = matrix.rowStart[matrix.rows];
  if (
    matrix.rowStart.length !== matrix.rows + 1 ||
    matrix.rowStart[0] !== 0 ||
    nonZeros !== matrix.indices.length ||
    nonZeros !== matrix.values.length ||
    (matrix.uniqueNorm !== undefined && matrix.uniqueNorm.length !== matrix.rows) ||
    (matrix.uniqueMass !== undefined && matrix.uniqueMass.length !== matrix.rows)
  ) {
    throw new Error(
      `Malformed feature matrix: ${matrix.rows} rows, ${matrix.rowStart.length} row starts, ${matrix.indices.length} entries`,
    );
  }
}
