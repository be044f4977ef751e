import { describe, expect, it } from 'vitest';
import { FEATURE_NAMES } from './features.js';
import type { Mention } from './mention.js';
import { personPairReport } from './pair-report.js';
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
