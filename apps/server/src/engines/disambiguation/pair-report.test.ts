import { describe, expect, it } from 'vitest';
import { FEATURE_NAMES } from './features.js';
import type { Mention } from './mention.js';
import { groupProbabilities, personPairReport } from './pair-report.js';
import { shippedModel } from './shipped-model.js';

const mention = (id: string, fields: Partial<Mention>): Mention => ({ id, first: 'Ana', last: 'Ferreira', ...fields });

describe('the merge report of two persons', () => {
  const soil = {
    coauthors: ['Marta Puig', 'Jean-Luc Moreau'],
    affiliations: [{ name: 'University of Lisbon' }],
    venue: 'Geoderma',
    title: 'Soil carbon under cover crops',
    year: 2021,
  };
  it('scores two persons with the same co-authors, place and field as likely one, and names every feature', () => {
    const report = personPairReport(
      [mention('a1', soil), mention('a2', { ...soil, year: 2022 })],
      [mention('b1', { ...soil, first: 'A.' })],
      shippedModel(),
    );
    expect(report.totalScore).toBeGreaterThan(0.5);
    expect(Object.keys(report.scores)).toEqual([...FEATURE_NAMES]);
    expect(report.scores['shared co-authors']).toBeGreaterThan(0);
  });

  it('scores 0 where a hard constraint forbids (different ORCIDs)', () => {
    const report = personPairReport(
      [mention('a1', { ...soil, orcid: '0000-0001' })],
      [mention('b1', { ...soil, orcid: '0000-0002' })],
      shippedModel(),
    );
    expect(report.totalScore).toBe(0);
  });
});

describe("a group's probabilities", () => {
  const soil = {
    coauthors: ['Marta Puig'],
    affiliations: [{ name: 'University of Lisbon' }],
    venue: 'Geoderma',
    title: 'Soil carbon',
    year: 2021,
  };
  const group = [mention('g1', soil), mention('g2', { ...soil, year: 2022 })];

  it('scores a like candidate above an unlike one, a member against the others, a lone member not at all', () => {
    const like = mention('c1', { ...soil, first: 'A.' });
    const unlike = mention('c2', { first: 'Bruno', coauthors: ['Li Wei'], venue: 'Cell', title: 'Protein folding' });
    const [likeScore, unlikeScore, member] = groupProbabilities([like, unlike, group[0]!], group, shippedModel());
    expect(likeScore).toBeGreaterThan(unlikeScore!);
    expect(unlikeScore).toBe(0);
    expect(member).toBeGreaterThan(0.5);
    expect(groupProbabilities([group[0]!], [group[0]!], shippedModel())).toEqual([undefined]);
  });

  it('scores every candidate of many blocks', () => {
    const many = Array.from({ length: 70 }, (_, k) => mention(`c${k}`, { ...soil, year: 2000 + k }));
    const scores = groupProbabilities(many, group, shippedModel());
    expect(scores).toHaveLength(70);
    expect(scores.every((score) => score !== undefined && score > 0.5)).toBe(true);
  });
});
