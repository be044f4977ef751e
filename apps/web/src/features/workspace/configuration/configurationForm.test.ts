import { type Configuration, mergeTopsStatuses } from '@quarry/contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { workspaceDocumentsKey } from '../data/workspaceQueries';
import {
  addDictionary,
  filtersChanged,
  newDictionaryName,
  numberText,
  numberValue,
  pagesWithIssues,
  renameDictionary,
  setTopEnabled,
  textLines,
} from './configurationForm';
import { reloadResults } from './configurationQueries';

const empty = (): Configuration =>
  ({ topsStatuses: mergeTopsStatuses('topic', [], []), dictionaries: [] }) as unknown as Configuration;

describe('the configuration form', () => {
  it('keeps text area lines as typed and number fields as numbers (empty is NaN)', () => {
    expect(textLines('a\r\n b \n')).toEqual(['a', ' b ', '']);
    expect([numberValue(5), numberValue(''), numberValue('12'), numberValue('x')]).toEqual([5, NaN, 12, NaN]);
    expect([numberText(NaN), numberText(3)]).toEqual(['', 3]);
  });

  it("names new dictionaries in turn and keeps a renamed one's filter state", () => {
    let configuration = addDictionary(addDictionary(empty(), 'topic'), 'topic');
    expect(configuration.dictionaries.map((d) => d.name)).toEqual(['New Dictionary', 'New Dictionary 1']);
    expect(newDictionaryName([{ id: null, name: 'new dictionary 1 ', words: [] }])).toBe('New Dictionary');
    configuration = setTopEnabled(configuration, 'lexeme.New Dictionary', false);
    configuration = renameDictionary(configuration, 'topic', 0, 'Crops');
    expect(configuration.topsStatuses.filter((s) => s.dictionary)).toEqual([
      { id: 'lexeme.Crops', displayName: 'Crops', enabled: false, dictionary: true },
      { id: 'lexeme.New Dictionary 1', displayName: 'New Dictionary 1', enabled: true, dictionary: true },
    ]);
    expect(filtersChanged(empty(), setTopEnabled(empty(), 'predefined.Email', false))).toBe(true);
    expect(filtersChanged(empty(), empty())).toBe(false);
  });

  it('marks the pages whose fields have a problem', () => {
    expect([
      ...pagesWithIssues([
        { field: 'startDateCutoff', message: '' },
        { field: 'sources', message: '' },
      ]),
    ]).toEqual(['researchers', 'searchSettings']);
  });

  it('reloads loaded results from their first page', async () => {
    const queryClient = new QueryClient();
    const key = [...workspaceDocumentsKey(3), 'spec'];
    queryClient.setQueryData(key, { pages: [{ documents: [] }, { documents: [] }], pageParams: [null, [1]] });
    await reloadResults(queryClient, 3);
    expect(queryClient.getQueryData(key)).toEqual({ pages: [{ documents: [] }], pageParams: [null] });
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
  });
});
