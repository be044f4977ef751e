import type { TermsState } from '@quarry/contract';
import { describe, expect, it } from 'vitest';
import { harvestContext, termInContext } from './harvest-context.js';

const state = (terms: TermsState['terms'], mandatoryGroup = false): TermsState => ({
  termGroups: [
    { id: 1, name: 'Search Terms', color: '1', modifier: 'Regular', isDefault: true },
    { id: 2, name: 'Scope', color: '2', modifier: mandatoryGroup ? 'Mandatory' : 'Regular', isDefault: false },
  ],
  terms,
});
const term = (text: string, groupId = 1, modifier: TermsState['terms'][number]['modifier'] = 'Regular') => ({
  term: text,
  groupId,
  modifier,
  selected: true,
});

describe('the context an added term is harvested in', () => {
  it('is the search string when no term is Mandatory', () => {
    const context = harvestContext(state([term('biodiversity'), term('finance')]), 'biodiversity finance', [
      'investment',
    ]);
    expect(context).toBe('biodiversity finance');
    expect(termInContext('investment', context)).toBe('investment biodiversity finance');
    expect(termInContext('natural capital', context)).toBe('"natural capital" biodiversity finance');
  });

  it('is the Mandatory terms (their own modifier or their group) when there are some, the added ones aside', () => {
    const terms = [
      term('soil carbon', 1, 'Mandatory'),
      term('peat', 2),
      term('investment', 1, 'Mandatory'),
      term('policy'),
    ];
    expect(harvestContext(state(terms, true), 'soil', ['investment'])).toBe('"soil carbon" peat');
  });

  it('is empty without search string or Mandatory terms: the term is searched alone', () => {
    const context = harvestContext(state([term('graphene')]), '  ', ['anode']);
    expect(context).toBe('');
    expect(termInContext('anode', context)).toBe('anode');
  });
});
