import { MAX_TERMS, type TermsState } from '@quarry/contract';
import { describe, expect, it } from 'vitest';
import { testGroup, testTerms } from './testTerms';
import {
  addBatch,
  addTerm,
  batchInput,
  batchTerms,
  createdGroup,
  createGroup,
  deleteGroup,
  hasTerm,
  isPendingGroup,
  modifyGroup,
  modifyTerm,
  moveTerm,
  removeTerm,
  renameGroup,
  renameTerm,
  termsByGroup,
} from './termsState';

const names = (state: TermsState) =>
  state.terms.map((t) => `${state.termGroups.find((g) => g.id === t.groupId)?.name}:${t.term}`);

describe('the search definition shown before the server answers', () => {
  it('adds a term to the default group, a chosen group or a new one; empty and present terms are ignored', () => {
    const state = testTerms();
    expect(names(addTerm(state, '  cover   crops ', undefined))).toEqual([
      'Search Terms:soil',
      'Search Terms:carbon',
      'Search Terms:cover crops',
      'Places:vineyards',
    ]);
    expect(addTerm(state, 'wine', 2, 'Mandatory').terms.at(-1)).toEqual({
      term: 'wine',
      modifier: 'Mandatory',
      groupId: 2,
      selected: true,
    });
    expect(addTerm(state, '   ', undefined)).toBe(state);
    expect(addTerm(state, 'SOIL', 2)).toBe(state);
    expect(hasTerm(state, ' Carbon ')).toBe(true);

    const withNew = addTerm(state, 'wine', 'new');
    const group = withNew.termGroups.at(-1)!;
    expect(isPendingGroup(group)).toBe(true);
    expect(group).toMatchObject({ name: 'New Group', color: '3', modifier: 'Regular', isDefault: false });
    expect(names(withNew).at(-1)).toBe('New Group:wine');
  });

  it('sets a modifier, and the same one again returns the term to Regular', () => {
    const state = testTerms();
    expect(modifyTerm(state, 'soil', 'Exclude').terms[0]!.modifier).toBe('Exclude');
    expect(modifyTerm(state, 'Carbon', 'Boost').terms[1]!.modifier).toBe('Regular');
  });

  it('moves a term to the end of another group or to a new one, never to its own', () => {
    const state = testTerms();
    expect(names(moveTerm(state, 'soil', 2))).toEqual(['Search Terms:carbon', 'Places:vineyards', 'Places:soil']);
    expect(moveTerm(state, 'soil', 1)).toBe(state);
    const moved = moveTerm(state, 'vineyards', 'new');
    expect(names(moved)).toEqual(['Search Terms:soil', 'Search Terms:carbon', 'New Group:vineyards']);
  });

  it('renames a term unless another term has the new name, and deletes one', () => {
    const state = testTerms();
    expect(renameTerm(state, 'soil', ' soils ').terms[0]!.term).toBe('soils');
    expect(renameTerm(state, 'soil', 'Soil').terms[0]!.term).toBe('Soil');
    expect(renameTerm(state, 'soil', 'CARBON')).toBe(state);
    expect(removeTerm(state, 'SOIL').terms.map((t) => t.term)).toEqual(['carbon', 'vineyards']);
  });

  it('creates groups named and coloured as the server does; colours cycle 1 to 10', () => {
    const state = testTerms();
    const first = createGroup(state);
    expect(first.termGroups.at(-1)).toMatchObject({ name: 'New Group', color: '3' });
    expect(createGroup(first).termGroups.at(-1)).toMatchObject({ name: 'New Group 1', color: '4' });
    expect(createGroup(state, ' Methods ').termGroups.at(-1)!.name).toBe('Methods');
    expect(createGroup(state, 'places')).toBe(state);
    const tenth: TermsState = { termGroups: [testGroup(1, 'A', { color: '10' })], terms: [] };
    expect(createGroup(tenth).termGroups.at(-1)!.color).toBe('1');
  });

  it('renames a group unless the name is taken, and deletes a group with its terms, but never the only one', () => {
    const state = testTerms();
    expect(renameGroup(state, 2, 'Regions').termGroups[1]!.name).toBe('Regions');
    expect(renameGroup(state, 2, 'search terms')).toBe(state);
    const deleted = deleteGroup(state, 2);
    expect(deleted.termGroups.map((g) => g.name)).toEqual(['Search Terms']);
    expect(deleted.terms.map((t) => t.term)).toEqual(['soil', 'carbon']);
    expect(deleteGroup(deleted, 1)).toBe(deleted);
  });

  it('toggles a group Mandatory and sets its colour', () => {
    const state = testTerms();
    const mandatory = modifyGroup(state, 2, { modifier: 'Mandatory' });
    expect(mandatory.termGroups[1]).toMatchObject({ modifier: 'Mandatory', color: '2' });
    expect(modifyGroup(mandatory, 2, { modifier: 'Mandatory' }).termGroups[1]!.modifier).toBe('Regular');
    expect(modifyGroup(state, 2, { color: '7' }).termGroups[1]).toMatchObject({ modifier: 'Regular', color: '7' });
  });

  it('reads a batch: split on commas and line breaks, new terms only, and the limit error past MAX_TERMS', () => {
    const state = testTerms();
    expect(batchInput(state, 'wine, Soil\n\n  cover crops ,wine')).toEqual({
      terms: ['wine', 'Soil', 'cover crops'],
      error: null,
    });
    expect(batchTerms(state, ['wine', 'Soil', 'cover crops'])).toEqual(['wine', 'cover crops']);
    const fits = Array.from({ length: MAX_TERMS - 3 }, (_, index) => `t${index}`).join(',');
    expect(batchInput(state, `${fits}, soil`).error).toBeNull();
    expect(batchInput(state, `${fits}, one more`).error).toBe(`Cannot add more than ${MAX_TERMS} terms`);
  });

  it('adds a batch of terms and predefined groups, skipping present terms and taken group names', () => {
    const state = testTerms();
    const groups = [
      { name: 'Methods', terms: ['survey', 'SOIL', 'case study'] },
      { name: 'places', terms: ['ignored'] },
    ];
    expect(batchTerms(state, ['wine'], groups)).toEqual(['wine', 'survey', 'case study']);
    const next = addBatch(state, ['wine'], undefined, groups);
    expect(termsByGroup(next).map(({ group, terms }) => [group.name, terms.map((t) => t.term)])).toEqual([
      ['Search Terms', ['soil', 'carbon', 'wine']],
      ['Places', ['vineyards']],
      ['Methods', ['survey', 'case study']],
    ]);
  });

  it('adds a batch to one new group: every term of a new target goes to the same new group', () => {
    const next = addBatch(testTerms(), ['wine', 'soil', 'cellar'], 'new');
    expect(termsByGroup(next).map(({ group, terms }) => [group.name, terms.map((t) => t.term)])).toEqual([
      ['Search Terms', ['soil', 'carbon']],
      ['Places', ['vineyards']],
      ['New Group', ['wine', 'cellar']],
    ]);
    expect(addBatch(testTerms(), ['soil'], 'new')).toEqual(testTerms());
    expect(termsByGroup(addBatch(testTerms(), ['wine'], 2))[1]!.terms.map((t) => t.term)).toEqual([
      'vineyards',
      'wine',
    ]);
  });

  it('finds the group a call created in its answer', () => {
    const before = testTerms();
    const after = { ...before, termGroups: [...before.termGroups, testGroup(9, 'New Group')] };
    expect(createdGroup(before, after)?.id).toBe(9);
    expect(createdGroup(before, before)).toBeUndefined();
  });
});
