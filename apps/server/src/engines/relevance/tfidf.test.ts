import { describe, expect, it } from 'vitest';
import { buildTfidf, documentTerms, sparseRow, transferableBuffers } from './tfidf.js';

const dense = (features: ReturnType<typeof buildTfidf>, row: number) => {
  const out = new Array<number>(features.columns).fill(0);
  const { indices, values } = sparseRow(features, row);
  indices.forEach((column, k) => (out[column] = values[k]!));
  return out;
};

describe('documentTerms', () => {
  it('uses the BM25 tokens, drops one-letter tokens and stop words when asked, adds word pairs when asked', () => {
    expect(
      documentTerms('The effect of a soil-carbon model on C emissions', {
        stopWords: true,
        bigrams: false,
        stem: false,
      }),
    ).toEqual(['effect', 'soil', 'carbon', 'model', 'emissions']);
    expect(documentTerms('The soil of it', { bigrams: false })).toEqual(['the', 'soil', 'of', 'it']);
    expect(documentTerms('soil carbon in the model', { stopWords: true, stem: false })).toEqual([
      'soil',
      'carbon',
      'model',
      'soil carbon',
      'carbon model',
    ]);
  });

  it('stems the words (by default) before pairing them', () => {
    expect(documentTerms('Screening studies screened')).toEqual([
      'screen',
      'studi',
      'screen',
      'screen studi',
      'studi screen',
    ]);
  });
});

describe('documentTerms of a titled document', () => {
  const plain = { stem: false, bigrams: true } as const;

  it('adds the title words again as title terms, paired among themselves only', () => {
    expect(documentTerms({ title: 'Soil carbon', text: 'in models' }, { ...plain, titleTerms: true })).toEqual([
      'soil',
      'carbon',
      'in',
      'models',
      'soil carbon',
      'carbon in',
      'in models',
      't:soil',
      't:carbon',
      't:soil t:carbon',
    ]);
  });

  it('adds the endings of long words, never paired', () => {
    expect(documentTerms('captopril or enalapril', { ...plain, bigrams: false, suffixLength: 4 })).toEqual([
      'captopril',
      'or',
      'enalapril',
      '-pril',
      '-pril',
    ]);
    expect(documentTerms('captopril trial', { ...plain, suffixLength: 4 })).toEqual([
      'captopril',
      'trial',
      'captopril trial',
      '-pril',
    ]);
  });

  it('treats a plain string as a document without a title', () => {
    expect(documentTerms('soil carbon', { ...plain, titleTerms: true })).toEqual(['soil', 'carbon', 'soil carbon']);
  });
});

describe('buildTfidf', () => {
  it('links documents that share only a word ending when suffixLength is set', () => {
    const texts = ['captopril trial', 'enalapril study', 'unrelated words'];
    const dot = (features: ReturnType<typeof buildTfidf>) =>
      dense(features, 0).reduce((sum, value, column) => sum + value * dense(features, 1)[column]!, 0);
    expect(dot(buildTfidf(texts, { maxDocumentFraction: 1 }))).toBe(0);
    expect(dot(buildTfidf(texts, { maxDocumentFraction: 1, suffixLength: 4 }))).toBeGreaterThan(0);
  });

  it('pairs no word across runs: the last body word and the first title word make no pair', () => {
    // Both documents end their text with "alpha" and have titles starting with "beta": a pair across the runs would
    // be "alpha t:beta", in both rows, hence a column.
    const docs = [
      { title: 'beta one', text: 'x alpha' },
      { title: 'beta two', text: 'y alpha' },
    ];
    const features = buildTfidf(docs, { titleTerms: true, stem: false, maxDocumentFraction: 1 });
    // Columns: "alpha", "beta", "t:beta" (in both rows); no pair is in both.
    expect(features.columns).toBe(3);
  });

  it('matches scikit-learn TfidfVectorizer: smooth idf, raw tf, unit rows; terms of one row kept as its own part', () => {
    // scikit-learn: idf apple 1, banana and cherry ln(3/2) + 1; row 0 = [0.579739, 0.814802, 0], row 1 =
    // [0.335176, 0, 0.942156]. Banana and cherry are in one row each: no column, their part is that row's own.
    const texts = ['apple banana', 'apple cherry cherry'];
    const features = buildTfidf(texts, { bigrams: false, sublinearTf: false, maxDocumentFraction: 1 });
    expect(features.rows).toBe(2);
    expect(features.columns).toBe(1);
    expect(features.uniqueTerms).toBe(2);
    expect(features.idf[0]).toBeCloseTo(1, 6);
    expect(dense(features, 0)[0]).toBeCloseTo(0.579739, 5);
    expect(features.uniqueNorm![0]).toBeCloseTo(0.814802, 5);
    expect(features.uniqueMass![0]).toBeCloseTo(0.814802, 5);
    expect(dense(features, 1)[0]).toBeCloseTo(0.335176, 5);
    expect(features.uniqueNorm![1]).toBeCloseTo(0.942156, 5);
  });

  it('damps repeated terms with sublinear tf', () => {
    const texts = ['apple banana', 'apple cherry cherry'];
    const features = buildTfidf(texts, { bigrams: false, sublinearTf: true, maxDocumentFraction: 1 });
    expect(dense(features, 1)[0]).toBeCloseTo(0.387414, 5);
    expect(features.uniqueNorm![1]).toBeCloseTo(0.921906, 5);
  });

  it('drops terms in too many documents from everything, keeps empty documents as empty rows', () => {
    const texts = ['soil carbon', 'soil water', 'soil carbon water', ''];
    expect(buildTfidf(texts, { bigrams: false, maxDocumentFraction: 1 }).columns).toBe(3);
    const cut = buildTfidf(texts, { bigrams: false, maxDocumentFraction: 0.7 });
    expect(cut.columns).toBe(2); // soil (3 of 4 documents) goes, carbon and water stay
    expect(Array.from(cut.rowStart)).toEqual([0, 1, 2, 4, 4]);
    for (let row = 0; row < 3; row++) {
      const { values } = sparseRow(cut, row);
      expect(values.reduce((sum, v) => sum + v * v, 0)).toBeCloseTo(1, 6);
    }
    expect(cut.uniqueNorm![3]).toBe(0);
  });

  it('stores word pairs found in two documents or more; the others only count in their row', () => {
    // "soil carbon" in 4 documents, "carbon water" in 2, "carbon soil" in 1 (twice): 3 words + 2 pairs.
    const texts = ['soil carbon', 'soil carbon water', 'carbon soil carbon soil', 'soil carbon water'];
    const features = buildTfidf(texts, { maxDocumentFraction: 1 });
    expect(features.columns).toBe(5);
    expect(features.uniqueTerms).toBe(1);
    // Columns: the words soil, carbon, water, then the pairs "soil carbon", "carbon water"; a row lists its
    // entries in order of appearance.
    expect(Array.from(sparseRow(features, 2).indices)).toEqual([1, 0, 3]);
    const { values } = sparseRow(features, 2);
    const stored = values.reduce((sum, v) => sum + v * v, 0);
    expect(stored + features.uniqueNorm![2]! ** 2).toBeCloseTo(1, 6);
    expect(features.uniqueNorm![2]).toBeGreaterThan(0);
    // 10 000 distinct pairs once each (never in the vocabulary), one pair in two documents: only that one stored.
    const many = Array.from({ length: 10_000 }, (_, i) => `w${i} v${i}`);
    many.push('w1 v1');
    const large = buildTfidf(many);
    expect(large.columns).toBe(3); // w1, v1, "w1 v1"
    expect(large.uniqueTerms).toBe(2 * 9_999 + 9_999);
  });

  it('drops the terms of a single document altogether with minDocuments 2 (scikit-learn min_df)', () => {
    const texts = ['apple banana', 'apple cherry cherry'];
    const features = buildTfidf(texts, { bigrams: false, maxDocumentFraction: 1, minDocuments: 2 });
    expect(features.columns).toBe(1);
    expect(dense(features, 0)[0]).toBeCloseTo(1, 6);
    expect(features.uniqueNorm![0]).toBe(0);
    expect(features.uniqueMass![1]).toBe(0);
  });

  it('can allocate in shared memory (nothing to transfer)', () => {
    const features = buildTfidf(['soil carbon', 'soil carbon', 'soil carbon water'], {
      shared: true,
      maxDocumentFraction: 1,
    });
    expect(features.columns).toBe(3); // soil, carbon, "soil carbon"
    expect(features.values.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(transferableBuffers(features)).toEqual([]);
    expect(transferableBuffers(buildTfidf(['x y']))).toHaveLength(6);
  });
});
