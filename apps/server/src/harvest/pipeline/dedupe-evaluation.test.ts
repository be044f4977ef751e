import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@quarry/testkit';
import { describe, expect, it } from 'vitest';
import { evaluateS2andDedupe, goldClusters, pairwiseFigures, parseS2andJson } from './dedupe-evaluation.js';

describe('pairwise figures', () => {
  it('count the pairs within clusters, labelled pairs joined through a shared record', () => {
    const gold = goldClusters(['a', 'b', 'c', 'd'], [['a', 'b'], ['b', 'c']]);
    const found = new Map([['a', 'a'], ['b', 'a'], ['c', 'c'], ['d', 'a']]);
    const figures = pairwiseFigures(found, gold);
    expect(figures).toMatchObject({ truePairs: 3, foundPairs: 3, precision: 1 / 3, recall: 1 / 3 });
    expect(figures.wrong).toEqual([['a', 'd'], ['b', 'd']]);
  });

  it('keep ids longer than a JSON number holds', () => {
    expect(parseS2andJson('{"x": {"paper_ids": [1400653570864320512, 7]}}')).toEqual({ x: { paper_ids: ['1400653570864320512', 7] } });
  });
});

/**
 * The real-data lane (npm run bench:dedupe prints the same figures with every miss). Recall stays well under the
 * 0.90 the issue hoped for, and cannot reach it without guessing: a fifth of the labelled pairs join a record that
 * has nothing but a generic title ("Preface", "Publisher's Note", no year, journal or authors) to one of several
 * such items, and the "Protein secretion: Puzzling receptors" block labels records with identical metadata as two
 * papers. A wrong merge hides a paper, so the matcher leaves those apart; this test holds precision to its target
 * and recall to what the matcher reaches today.
 */
const dataDir = path.resolve(repoRoot, process.env.DEDUPE_DATA_DIR ?? '../shared/data/disambiguation/s2and_paper_dedup');
const hasData = existsSync(path.join(dataDir, 'papers.json'));

if (!hasData) {
  describe('S2AND paper duplicates', () => {
    it.skip(`skipped: ${dataDir} is absent (set DEDUPE_DATA_DIR, or put ../shared/data next to the repository)`, () => {});
  });
}

describe.skipIf(!hasData)('S2AND paper duplicates (../shared/data)', () => {
  it('are merged with precision ≥ 0.99, never across a generic title alone', () => {
    const papers = parseS2andJson(readFileSync(path.join(dataDir, 'papers.json'), 'utf8')) as Parameters<typeof evaluateS2andDedupe>[0];
    const clusters = parseS2andJson(readFileSync(path.join(dataDir, 'clusters.json'), 'utf8')) as Parameters<typeof evaluateS2andDedupe>[1];
    const figures = evaluateS2andDedupe(papers, clusters);
    console.log(`S2AND paper duplicates: precision ${figures.precision.toFixed(3)}, recall ${figures.recall.toFixed(3)} (${figures.foundPairs} pairs merged, ${figures.truePairs} labelled)`);
    expect(figures.precision).toBeGreaterThanOrEqual(0.99);
    expect(figures.recall).toBeGreaterThanOrEqual(0.6);
  });
});
