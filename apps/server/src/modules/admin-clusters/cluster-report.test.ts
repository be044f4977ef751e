import { describe, expect, it } from 'vitest';
import type { MentionRow } from '../persons/index.js';
import { clusterComparisons, clusterStatsOf, matchingCluster } from './cluster-report.js';

const document = (id: number, type = 'Article') => ({ id, title: `Title ${id}`, type, doi: null });

describe('matchingCluster', () => {
  it('is the cluster with most matched documents, the larger one on a tie, none without a match', () => {
    const clusterOf = new Map([
      [1, 10],
      [2, 10],
      [3, 20],
      [4, 20],
      [5, 20],
    ]);
    expect(matchingCluster(clusterOf, new Set([1, 2, 3]))).toBe(10);
    expect(matchingCluster(clusterOf, new Set([1, 3]))).toBe(20);
    expect(matchingCluster(clusterOf, new Set([9]))).toBeNull();
  });
});

describe('clusterStatsOf', () => {
  it('counts the CV titles and the documents with the percentages the contract names', () => {
    const main = new Set([1, 2, 3]);
    const stats = clusterStatsOf(
      [
        { patent: false, documentIds: [1] },
        { patent: false, documentIds: [4] },
        { patent: false, documentIds: [] },
        { patent: false, documentIds: [] },
      ],
      [1, 2, 3, 4, 5].map((id) => document(id)),
      (id) => main.has(id),
      new Set([1, 4]),
    );
    expect(stats).toEqual({
      cvTitlesCount: { count: 4, percentage: 100 },
      cvTitlesFound: { count: 2, percentage: 50 },
      cvTitlesInMainCluster: { count: 1, percentage: 25 },
      cvTitlesInWrongCluster: { count: 1, percentage: 25 },
      cvTitlesNotFound: { count: 2, percentage: 50 },
      allTitlesInMainCluster: { count: 3, percentage: 60 },
      mainClusterTitlesNotInCV: { count: 2, percentage: (100 * 2) / 3 },
      extraTitles: { count: 1, percentage: 20 },
    });
  });

  it('answers 0 % of nothing', () => {
    const stats = clusterStatsOf([], [], () => false, new Set());
    expect(Object.values(stats).every((value) => value.count === 0 && value.percentage === 0)).toBe(true);
  });
});

describe('clusterComparisons', () => {
  const mention = (person_id: number, openalex_id: string | null) => ({ person_id, openalex_id }) as MentionRow;

  it("spreads each of Quarry's clusters over the source's ids, clusters by id, targets by count", () => {
    expect(
      clusterComparisons([
        mention(20, 'A1'),
        mention(10, 'A2'),
        mention(10, 'A1'),
        mention(10, 'A1'),
        mention(10, null),
      ]),
    ).toEqual([
      {
        sourceClusterId: 10,
        sourceClusterCount: 4,
        targetClusters: [
          { targetClusterId: 'A1', value: { count: 2, percentage: 50 } },
          { targetClusterId: 'A2', value: { count: 1, percentage: 25 } },
          { targetClusterId: 'none', value: { count: 1, percentage: 25 } },
        ],
      },
      {
        sourceClusterId: 20,
        sourceClusterCount: 1,
        targetClusters: [{ targetClusterId: 'A1', value: { count: 1, percentage: 100 } }],
      },
    ]);
  });
});
