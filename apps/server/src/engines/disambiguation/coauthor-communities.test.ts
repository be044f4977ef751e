import { describe, expect, it } from 'vitest';
import { blockMentions } from './blocks.js';
import { coauthorCommunitySimilarity, MAX_WALK_REACH } from './coauthor-communities.js';
import type { Mention } from './mention.js';
import { buildProfiles } from './profiles.js';

const wang = (id: string, coauthors: string[]): Mention => ({ id, first: 'Wei', last: 'Wang', coauthors });

function similarity(mentions: Mention[]): (a: number, b: number) => number {
  const { names } = blockMentions(mentions);
  const matrix = coauthorCommunitySimilarity(buildProfiles(mentions, names));
  return (a, b) => matrix[a * mentions.length + b]!;
}

describe('co-author communities', () => {
  it('brings together papers of one group that share no co-author, keeps another group apart, and says nothing without co-authors', () => {
    const of = similarity([
      wang('a', ['Jiawei Han', 'Philip Yu']),
      wang('b', ['Philip Yu', 'Charu Aggarwal']),
      wang('c', ['Charu Aggarwal', 'Jiawei Han']),
      wang('d', ['Jiawei Han']),
      wang('e', ['Xuemin Lin', 'Ying Zhang']),
      wang('f', ['Ying Zhang', 'Wenjie Zhang']),
      wang('g', []),
    ]);
    // b and d share no co-author, but the papers they share co-authors with are the same (a, c)
    expect(of(1, 3)).toBeGreaterThan(0.5);
    expect(of(1, 3)).toBe(of(3, 1));
    expect(of(0, 4)).toBe(0);
    expect(of(2, 5)).toBe(0);
    expect(of(4, 5)).toBeGreaterThan(0.5);
    expect(of(0, 6)).toBeNaN();
  });

  it('keeps each walk to the heaviest places it reaches where every paper of a group shares a co-author', () => {
    const size = MAX_WALK_REACH * 3;
    const of = similarity(
      Array.from({ length: size }, (_, k) => wang(`m${k}`, [k % 2 ? 'Jiawei Han' : 'Xuemin Lin', `Student ${k}`])),
    );
    expect(of(1, 3)).toBeGreaterThan(0.5);
    expect(of(1, size - 1)).toBeGreaterThan(0.5);
    expect(of(1, size - 1)).toBeLessThanOrEqual(1 + 1e-9);
    expect(of(0, 1)).toBe(0);
  });
});
