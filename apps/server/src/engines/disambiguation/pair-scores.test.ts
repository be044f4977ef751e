import { describe, expect, it } from 'vitest';
import { blockMentions } from './blocks.js';
import { coauthorCommunitySimilarity } from './coauthor-communities.js';
import type { Mention } from './mention.js';
import { distanceMatrix, mayBeOnePerson } from './pair-scores.js';
import { buildProfiles, coauthorKey } from './profiles.js';
import { shippedModel } from './shipped-model.js';
import { contentWords, cosine, tfidfVectors } from './text-vectors.js';

const profilesOf = (mentions: Mention[]) => buildProfiles(mentions, blockMentions(mentions).names);
const base = (id: string, extra: Partial<Mention> = {}): Mention => ({
  id,
  first: 'Wei',
  last: 'Wang',
  title: 'Mining coherent patterns from microarray data',
  venue: 'ICDE',
  year: 2005,
  ...extra,
});

describe('coauthorKey', () => {
  it('keys full names in either order alike and keeps initials apart from full names', () => {
    expect(coauthorKey('jiong yang')).toBe(coauthorKey('Yang Jiong'));
    expect(coauthorKey('Jiong Yang')).not.toBe(coauthorKey('Jun Yang'));
    expect(coauthorKey('Radhika AG')).toBe('radhika_ag');
    expect(coauthorKey('Smith, John A.')).toBe('smith_ja');
  });
});

describe('tfidfVectors and cosine', () => {
  it('weighs words many documents share less, and says NaN when there is nothing to compare', () => {
    const [a, b, c, empty] = tfidfVectors([
      contentWords('data mining of microarray data'),
      contentWords('microarray data analysis'),
      contentWords('data warehouse design'),
      [],
    ]);
    expect(cosine(a!, a!)).toBeCloseTo(1, 9);
    expect(cosine(a!, b!)).toBeGreaterThan(cosine(a!, c!));
    expect(cosine(a!, empty!)).toBeNaN();
  });
});

describe('coauthorCommunitySimilarity', () => {
  it('links mentions through a paper in between, and not across groups', () => {
    const profiles = profilesOf([
      base('a', { coauthors: ['Jiong Yang', 'Jan Prins'] }),
      base('b', { coauthors: ['Jan Prins', 'Leonard McMillan'] }),
      base('c', { coauthors: ['Leonard McMillan', 'Jinze Liu'] }),
      base('d', { coauthors: ['Baile Shi', 'Haofeng Zhou'] }),
      base('e', { coauthors: ['Baile Shi'] }),
      base('f'),
    ]);
    const similarity = coauthorCommunitySimilarity(profiles);
    const n = profiles.length;
    expect(similarity[0 * n + 2]).toBeGreaterThan(0.3); // a and c share no co-author, b joins them
    expect(similarity[0 * n + 3]).toBe(0);
    expect(similarity[3 * n + 4]).toBeGreaterThan(0.3);
    expect(similarity[0 * n + 5]).toBeNaN(); // f has no co-author
  });
});

describe('distanceMatrix', () => {
  const model = shippedModel();

  it('is infinite for different ORCIDs and incompatible first names, zero for the same ORCID', () => {
    const profiles = profilesOf([
      base('a', { orcid: '0000-0001' }),
      base('b', { orcid: '0000-0002' }),
      base('c', { orcid: '0000-0001', title: 'Something else entirely', venue: 'VLDB', year: 1990 }),
      base('d', { first: 'Wen' }),
    ]);
    expect(mayBeOnePerson(profiles[0]!, profiles[1]!)).toBe(false);
    const d = distanceMatrix(model, profiles);
    expect(d[0 * 4 + 1]).toBe(Infinity);
    expect(d[0 * 4 + 2]).toBe(0);
    expect(d[0 * 4 + 3]).toBe(Infinity);
  });

  it('brings mentions with the same OpenAlex author id closer, different ids further apart', () => {
    const pair = (idA?: string, idB?: string) =>
      distanceMatrix(
        model,
        profilesOf([base('a', { openalexId: idA }), base('b', { openalexId: idB, year: 2009 })]),
      )[1]!;
    expect(pair('A1', 'A1')).toBeLessThan(pair());
    expect(pair('A1', 'A2')).toBeGreaterThan(pair());
  });

  it('takes different OpenAlex ids as no evidence when the names are printed differently', () => {
    const pair = (idA?: string, idB?: string) =>
      distanceMatrix(
        model,
        profilesOf([
          base('a', { openalexId: idA }),
          base('b', { first: 'Wei', middle: 'W', openalexId: idB, year: 2009 }),
        ]),
      )[1]!;
    expect(pair('A1', 'A2')).toBe(pair());
    expect(pair('A1', 'A1')).toBeLessThan(pair());
  });
});
