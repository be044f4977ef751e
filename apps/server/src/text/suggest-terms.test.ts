import { describe, expect, it } from 'vitest';
import { suggestTerms } from './suggest-terms.js';

describe('suggested terms', () => {
  const positive = [
    'Soil organic carbon under cover crops',
    'Cover crops raise soil organic carbon in maize fields',
    'Microbial biomass and soil organic carbon after tillage',
  ];
  const rest = [
    'Urban heat islands and tree cover',
    'Battery anodes from graphene',
    'Maize yields under drought',
    'Tillage and erosion on slopes',
  ];

  it('suggests the phrases the positive documents share and the rest lack, longer ones first, none twice', () => {
    const terms = suggestTerms({ positive, rest, exclude: new Set(), limit: 5 });
    expect(terms[0]).toBe('soil organic carbon');
    expect(terms).toContain('cover crops');
    expect(terms).not.toContain('organic');
    expect(terms).not.toContain('maize');
  });

  it('leaves out tracked and rejected terms, and gives nothing without shared phrases', () => {
    expect(
      suggestTerms({ positive, rest, exclude: new Set(['soil organic carbon', 'cover crops']), limit: 5 }),
    ).not.toContain('soil organic carbon');
    expect(suggestTerms({ positive: ['one text only'], rest, exclude: new Set(), limit: 5 })).toEqual([]);
  });

  it('suggests no reporting or evaluating words, alone or at the edge of a phrase, and prefers phrases to single words', () => {
    const reviews = [
      'This study especially examines little good analysis of chronic mild stress in rats',
      'Abstract: results of chronic mild stress suggest significant changes; different brain regions respond',
      'The analysis shows good evidence that chronic mild stress alters different brain regions',
      'Especially little is known: chronic mild stress and brain regions, a study',
    ];
    const others = [
      'Graphene anodes in batteries',
      'Maize yields under drought',
      'Urban heat islands',
      'Tree cover in cities',
    ];
    const terms = suggestTerms({ positive: reviews, rest: others, exclude: new Set(), limit: 10 });
    expect(terms[0]).toBe('chronic mild stress');
    expect(terms).toContain('brain regions');
    for (const generic of [
      'little',
      'good',
      'analysis',
      'abstract',
      'especially',
      'study',
      'different brain regions',
      'results',
    ]) {
      expect(terms).not.toContain(generic);
    }
  });
});
