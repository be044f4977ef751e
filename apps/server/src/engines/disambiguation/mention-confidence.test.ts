import { describe, expect, it } from 'vitest';
import type { Mention } from './mention.js';
import { bestScoresWithinCluster, joiningScore } from './mention-confidence.js';
import { shippedModel } from './shipped-model.js';

const mention = (id: string, first: string, orcid?: string): Mention => ({
  id,
  first,
  last: 'Ferreira',
  position: 0,
  orcid,
  title: `Peatland carbon ${id}`,
});

describe('bestScoresWithinCluster', () => {
  it('gives each mention its best probability with another of its cluster; none for a cluster of one', () => {
    const model = shippedModel();
    expect(bestScoresWithinCluster([mention('a', 'Ana')], model)).toEqual([null]);
    const [a, b, c] = bestScoresWithinCluster(
      [mention('a', 'Ana', '0000-0001'), mention('b', 'Ana', '0000-0001'), mention('c', 'Bruno')],
      model,
    );
    // the same ORCID is one person; incompatible first names cannot be
    expect([a, b]).toEqual([1, 1]);
    expect(c).toBe(0);
    expect(joiningScore(model)).toBeCloseTo(1 - model.threshold);
  });
});
