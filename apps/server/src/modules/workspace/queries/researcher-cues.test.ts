import { describe, expect, it } from 'vitest';
import { recentYears } from './faculty-filters.js';
import {
  AUTHOR_CUE,
  affiliationMatcher,
  authorCue,
  curated,
  researcherNameMatcher,
  researchersConfigured,
} from './researcher-cues.js';

const settings = (fields: Partial<Parameters<typeof curated>[0]> = {}) => ({
  researchers: [],
  activeAuthorIds: [],
  activeAffiliations: [],
  journals: { whitelist: [], blacklist: [] },
  ...fields,
});

describe('the researcher cues', () => {
  it('find the names that can be a researcher’s, and refuse other people of the same surname', () => {
    const isResearcher = researcherNameMatcher(['Ada Lovelace', 'Grace Hopper']);
    expect(['Lovelace, A.', 'A. Lovelace', 'Ada Lovelace', 'G. M. Hopper'].map(isResearcher)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['Bea Lovelace', 'Ada Lovelock', 'Alan Turing', ''].map(isResearcher)).toEqual([false, false, false, false]);
    expect(researcherNameMatcher([])('Ada Lovelace')).toBe(false);
  });

  it('match an active affiliation inside an affiliation, case and accents aside', () => {
    const affiliated = affiliationMatcher(['Institute of Soil', ' ', 'Universidade de Évora']);
    expect(affiliated(['INSTITUTE OF SOIL Science, Lisbon'])).toBe(true);
    expect(affiliated(['Peking University', 'universidade de evora'])).toBe(true);
    expect(affiliated(['University of Porto'])).toBe(false);
    expect(affiliated([])).toBe(false);
    expect(affiliationMatcher([])(['Institute of Soil'])).toBe(false);
  });

  it('count every compatible name until active authors or affiliations curate them; the rest are inactive', () => {
    const named = { compatibleName: true, active: false, affiliated: false };
    const both = AUTHOR_CUE.compatible | AUTHOR_CUE.researcher;
    expect(authorCue(named, false)).toBe(both);
    expect(authorCue(named, true)).toBe(AUTHOR_CUE.compatible);
    expect(authorCue({ ...named, affiliated: true }, true)).toBe(both);
    expect(authorCue({ compatibleName: false, active: true, affiliated: false }, true)).toBe(both);
    expect(authorCue({ compatibleName: false, active: false, affiliated: true }, true)).toBe(0);
  });

  it('know when the configuration names researchers and when it curates them', () => {
    expect(researchersConfigured(settings())).toBe(false);
    expect(researchersConfigured(settings({ researchers: ['  '] }))).toBe(false);
    expect(researchersConfigured(settings({ researchers: ['Ada Lovelace'] }))).toBe(true);
    expect(researchersConfigured(settings({ activeAuthorIds: ['7'] }))).toBe(true);
    expect(curated(settings({ researchers: ['Ada Lovelace'] }))).toBe(false);
    expect(curated(settings({ activeAffiliations: ['Institute of Soil'] }))).toBe(true);
    expect(curated(settings({ activeAuthorIds: ['7'] }))).toBe(true);
  });

  it('look at the previous and the current year', () => {
    expect(recentYears(new Date('2026-01-01T00:00:00Z'))).toEqual([2025, 2026]);
    expect(recentYears(new Date('2025-12-31T23:59:59Z'))).toEqual([2024, 2025]);
  });
});
