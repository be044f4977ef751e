import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@quarry/testkit';
import { describe, expect, it } from 'vitest';
import {
  contradictedPairs,
  evaluateLinkage,
  evaluateS2andDedupe,
  goldClusters,
  pairwiseFigures,
  parseLinkageMatches,
  parseLinkageRecords,
  parseS2andJson,
  shuffledOrders,
} from './dedupe-evaluation.js';

describe('pairwise figures', () => {
  it('count the pairs within clusters, labelled pairs joined through a shared record', () => {
    const gold = goldClusters(
      ['a', 'b', 'c', 'd'],
      [
        ['a', 'b'],
        ['b', 'c'],
      ],
    );
    const found = new Map([
      ['a', 'a'],
      ['b', 'a'],
      ['c', 'c'],
      ['d', 'a'],
    ]);
    const figures = pairwiseFigures(found, gold);
    expect(figures).toMatchObject({ truePairs: 3, foundPairs: 3, precision: 1 / 3, recall: 1 / 3 });
    expect(figures.wrong).toEqual([
      ['a', 'd'],
      ['b', 'd'],
    ]);
  });

  it('keep ids longer than a JSON number holds', () => {
    expect(parseS2andJson('{"x": {"paper_ids": [1400653570864320512, 7]}}')).toEqual({
      x: { paper_ids: ['1400653570864320512', 7] },
    });
  });
});

/**
 * The real-data lane (npm run bench:dedupe prints the same figures with every miss). The records go through the
 * matcher in the file's order and in ORDERS seeded shuffles (a harvest's order is arbitrary): precision holds its
 * target in every one, and the works formed are the same whatever the order.
 *
 * Recall stays under the 0.90 the issue hoped for, and no matcher can reach it without guessing. The labels
 * contradict themselves: records identical in every field are labelled copies of different papers (the "Protein
 * secretion: Puzzling receptors" letters, two empty "Acknowledgement to Reviewers" and "Publishers' Note" records),
 * which caps the recall of any order-independent matcher under 0.90 (asserted below). Past that, a fifth of the
 * labelled pairs join a bare generic item ("Preface", no journal, no DOI, a year at most) to one journal's item of
 * that title, where the data holds several ("Preface" 2014 of Neurobiology of Aging and of Alzheimer's & Dementia):
 * merging it guesses, and a guess made before the second item arrives is wrong in some orders.
 */
const ORDERS = 20;
const sorted = (pairs: Array<[string, string]>) => pairs.map((pair) => pair.join(' ')).sort();
const dataDir = path.resolve(
  repoRoot,
  process.env.DEDUPE_DATA_DIR ?? '../shared/data/disambiguation/s2and_paper_dedup',
);
const hasData = existsSync(path.join(dataDir, 'papers.json'));

if (!hasData) {
  describe('S2AND paper duplicates', () => {
    it.skip(`skipped: ${dataDir} is absent (set DEDUPE_DATA_DIR, or put ../shared/data next to the repository)`, () => {});
  });
}

describe.skipIf(!hasData)('S2AND paper duplicates (../shared/data)', () => {
  const read = (file: string) => parseS2andJson(readFileSync(path.join(dataDir, file), 'utf8'));
  const papers = (hasData ? read('papers.json') : {}) as Parameters<typeof evaluateS2andDedupe>[0];
  const clusters = (hasData ? read('clusters.json') : {}) as Parameters<typeof evaluateS2andDedupe>[1];

  it('are merged with precision ≥ 0.99 in the file order and in every shuffled order, into the same works', () => {
    const inFileOrder = evaluateS2andDedupe(papers, clusters);
    const shuffled = shuffledOrders(Object.keys(papers), ORDERS).map((order) =>
      evaluateS2andDedupe(papers, clusters, order),
    );
    console.log(
      `S2AND paper duplicates: precision ${inFileOrder.precision.toFixed(3)}, recall ${inFileOrder.recall.toFixed(3)} ` +
        `(${inFileOrder.foundPairs} pairs merged, ${inFileOrder.truePairs} labelled); ${ORDERS} shuffled orders: ` +
        `precision min ${Math.min(...shuffled.map((figures) => figures.precision)).toFixed(3)}, recall min ${Math.min(...shuffled.map((figures) => figures.recall)).toFixed(3)}`,
    );
    for (const figures of [inFileOrder, ...shuffled]) {
      expect(figures.precision).toBeGreaterThanOrEqual(0.99);
      expect(figures.recall).toBeGreaterThanOrEqual(0.74);
      expect(sorted(figures.wrong)).toEqual(sorted(inFileOrder.wrong));
      expect(sorted(figures.missed)).toEqual(sorted(inFileOrder.missed));
    }
  });

  it('contradict themselves so that no order-independent matcher reaches recall 0.90', () => {
    const contradicted = contradictedPairs(papers, clusters);
    const truePairs = evaluateS2andDedupe(papers, clusters).truePairs;
    expect(contradicted.length).toBe(18);
    expect(1 - contradicted.length / truePairs).toBeLessThan(0.9);
  });
});

describe('a two-source linkage folder (records.jsonl, matches.csv)', () => {
  const jsonl = [
    {
      id: 'conf/x/A1',
      source: 'a',
      title: 'Holistic twig joins: optimal XML pattern matching',
      authors: ['Divesh Srivastava', 'Nick Koudas', 'Nicolas Bruno'],
      venue: 'SIGMOD Conference',
      year: 2002,
    },
    {
      id: '564727',
      source: 'b',
      title: 'Holistic twig joins: optimal XML pattern matching',
      authors: ['Nicolas Bruno', 'Nick Koudas', 'Divesh Srivastava'],
      venue: 'International Conference on Management of Data',
      year: 2002,
    },
    {
      id: 'conf/x/A2',
      source: 'a',
      title: 'Repository System Engineering',
      authors: ['Philip A. Bernstein'],
      venue: 'SIGMOD Conference',
      year: 1996,
    },
    {
      id: '280348',
      source: 'b',
      title: 'Repository system engineering',
      authors: ['Pillip A. Bernstein'],
      venue: 'International Conference on Management of Data',
      year: 1996,
    },
    {
      id: 'conf/x/A3',
      source: 'a',
      title: 'Petabyte Databases',
      authors: ['Dirk Düllmann'],
      venue: 'SIGMOD Conference',
      year: 1999,
    },
  ]
    .map((record) => JSON.stringify(record))
    .join('\n');
  const records = parseLinkageRecords(`${jsonl}\n`);
  const matches = parseLinkageMatches('id_a,id_b\nconf/x/A1,564727\nconf/x/A2,280348\nconf/x/A3,304229\n');

  it('counts the pairs of one record of each source, found and true', () => {
    const figures = evaluateLinkage(records, matches);
    expect(figures).toMatchObject({ found: 2, truePairs: 3, precision: 1, wrong: [] });
    expect(figures.recall).toBeCloseTo(2 / 3);
    expect(figures.missed).toEqual([['conf/x/A3', '304229']]);
  });

  it('gives the same figures whatever order the records come in', () => {
    const ids = records.map((record) => record.id);
    for (const order of shuffledOrders(ids, 5))
      expect(evaluateLinkage(records, matches, order)).toEqual(evaluateLinkage(records, matches));
  });
});

const linkageDir = path.resolve(repoRoot, '../shared/data/dedupe/dblp-acm-dev');
const hasLinkage = existsSync(path.join(linkageDir, 'records.jsonl'));
if (!hasLinkage) {
  describe('DBLP-ACM', () => {
    it.skip(`skipped: ${linkageDir} is absent (put ../shared/data next to the repository)`, () => {});
  });
}

describe.skipIf(!hasLinkage)('DBLP-ACM, its dev half (../shared/data/dedupe/dblp-acm-dev)', () => {
  it('is matched as one harvest with F1 ≥ 0.97 and precision ≥ 0.98 in three orders', () => {
    const records = parseLinkageRecords(readFileSync(path.join(linkageDir, 'records.jsonl'), 'utf8'));
    const matches = parseLinkageMatches(readFileSync(path.join(linkageDir, 'matches.csv'), 'utf8'));
    const ids = records.map((record) => record.id);
    for (const order of [ids, ...shuffledOrders(ids, 2)]) {
      const figures = evaluateLinkage(records, matches, order);
      expect(figures.precision).toBeGreaterThanOrEqual(0.98);
      expect(figures.f1).toBeGreaterThanOrEqual(0.97);
    }
  }, 60_000);
});
