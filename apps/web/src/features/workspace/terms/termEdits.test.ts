import { HARVEST_TERMS, harvestMessages, MAX_TERMS, termsMessages, type TermsState } from '@quarry/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/ApiError';
import { termHarvestNotice } from './termsLabels';
import {
  afterFailure,
  batchBody,
  batchCheck,
  groupMadeFor,
  isLatestEdit,
  isNewTerm,
  isTooManyTerms,
  passesTermLimit,
  refreshAfter,
  termHarvestNotification,
} from './termEdits';
import { addTerm } from './termsState';
import { testGroup, testTerms } from './testTerms';

const withTerms = (count: number): TermsState => ({
  ...testTerms(),
  terms: Array.from({ length: count }, (_, index) => ({
    term: `t${index}`,
    modifier: 'Regular',
    groupId: 1,
    selected: true,
  })),
});

describe('the rules of the search-definition edits', () => {
  it('refresh fully after a modifier change or a Mandatory term, lightly after other scoring changes', () => {
    expect(refreshAfter.add('Mandatory')).toBe('full');
    expect(refreshAfter.add('Regular')).toBe('light');
    expect(refreshAfter.add('Exclude')).toBe('light');
    expect(refreshAfter.modify).toBe('full');
    expect([refreshAfter.move, refreshAfter.rename, refreshAfter.remove, refreshAfter.batch]).toEqual([
      'light',
      'light',
      'light',
      'light',
    ]);
    expect(refreshAfter.deleteGroup).toBe('light');
    expect([refreshAfter.createGroup, refreshAfter.renameGroup]).toEqual(['none', 'none']);
    expect(refreshAfter.modifyGroup({ modifier: 'Mandatory' })).toBe('full');
    // A group's colour only shows in the markups.
    expect(refreshAfter.modifyGroup({ color: '4' })).toBe('markups');
  });

  it('stop an edit before its call past the term limit, not at it', () => {
    expect(passesTermLimit(withTerms(MAX_TERMS - 1), 1)).toBe(false);
    expect(passesTermLimit(withTerms(MAX_TERMS), 1)).toBe(true);
    expect(passesTermLimit(withTerms(MAX_TERMS), 0)).toBe(false);
  });

  it('take no empty or tracked term (case and spaces aside) as a new one', () => {
    const state = testTerms();
    expect(isNewTerm(state, 'wine')).toBe(true);
    expect(isNewTerm(state, '   ')).toBe(false);
    expect(isNewTerm(state, ' SOIL ')).toBe(false);
  });

  it('count only the new terms of a batch against the limit', () => {
    expect(batchCheck(testTerms(), ['soil', 'wine', 'Wine'])).toEqual({ fresh: ['wine'], tooMany: false });
    const nearlyFull = withTerms(MAX_TERMS - 1);
    expect(batchCheck(nearlyFull, ['t0', 'wine'])).toEqual({ fresh: ['wine'], tooMany: false });
    expect(batchCheck(nearlyFull, ['wine', 'cellar']).tooMany).toBe(true);
    expect(batchCheck(nearlyFull, [], [{ name: 'Cellars', terms: ['a', 'b'] }])).toEqual({
      fresh: ['a', 'b'],
      tooMany: true,
    });
  });

  it("know the server's refusal of a term past the limit from other failures", () => {
    expect(isTooManyTerms(new ApiError(400, termsMessages.tooMany(MAX_TERMS)))).toBe(true);
    expect(isTooManyTerms(new ApiError(400, 'Term already exists'))).toBe(false);
    expect(isTooManyTerms(new ApiError(500, ''))).toBe(false);
    expect(isTooManyTerms(new Error(termsMessages.tooMany(MAX_TERMS)))).toBe(false);
  });

  it('show an answer only for the latest edit; a failure reverts it then, or reads the definition again', () => {
    expect(isLatestEdit(3, 3)).toBe(true);
    expect(isLatestEdit(2, 3)).toBe(false);
    expect(afterFailure(3, 3)).toBe('revert');
    expect(afterFailure(2, 3)).toBe('reread');
  });

  it("give the group a 'new' target made, from the answer, and none for other targets", () => {
    const before = testTerms();
    const answer = testTerms();
    answer.termGroups.push(testGroup(9, 'New Group'));
    expect(groupMadeFor('new', before, answer)).toEqual(testGroup(9, 'New Group'));
    expect(groupMadeFor(2, before, answer)).toBeUndefined();
    expect(groupMadeFor(undefined, before, answer)).toBeUndefined();
    expect(groupMadeFor('new', before, before)).toBeUndefined();
    // The pending group shown before the answer is not the one made.
    expect(groupMadeFor('new', addTerm(before, 'wine', 'new'), answer)).toEqual(testGroup(9, 'New Group'));
  });

  it('send only the names and terms of predefined groups', () => {
    const groups = [{ name: 'Cellars', terms: ['oak'], description: 'kept here' }];
    expect(batchBody(['wine'], groups)).toEqual({ terms: ['wine'], groups: [{ name: 'Cellars', terms: ['oak'] }] });
    expect(batchBody([], [])).toEqual({ terms: [], groups: [] });
  });

  it('tell the user of the harvest the added terms start, naming the harvested ones only', () => {
    expect(termHarvestNotification([])).toBeNull();
    expect(termHarvestNotification(['wine'])).toEqual({
      title: harvestMessages.started,
      message: termHarvestNotice(['wine']),
      color: 'teal',
    });
    const many = Array.from({ length: HARVEST_TERMS + 2 }, (_, index) => `t${index}`);
    expect(termHarvestNotification(many)!.message).toBe(termHarvestNotice(many.slice(0, HARVEST_TERMS)));
  });
});
