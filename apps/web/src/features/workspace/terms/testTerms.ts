import type { TermGroup, TermsState } from '@quarry/contract';

/** A term group for unit tests. */
export const testGroup = (id: number, name: string, overrides: Partial<TermGroup> = {}): TermGroup => ({
  id,
  name,
  color: String(id),
  modifier: 'Regular',
  isDefault: id === 1,
  ...overrides,
});

/** A search definition for unit tests: 'Search Terms' (soil, carbon) and 'Places' (vineyards). */
export const testTerms = (): TermsState => ({
  termGroups: [testGroup(1, 'Search Terms'), testGroup(2, 'Places')],
  terms: [
    { term: 'soil', modifier: 'Regular', groupId: 1, selected: true },
    { term: 'carbon', modifier: 'Boost', groupId: 1, selected: true },
    { term: 'vineyards', modifier: 'Regular', groupId: 2, selected: true },
  ],
});
