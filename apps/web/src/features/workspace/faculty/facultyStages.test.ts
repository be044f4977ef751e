import { describe, expect, it } from 'vitest';
import { testDocument } from '../data/testDocument';
import { defaultSpec } from '../state/filterSpec';
import { activeStage, stageCount, stageSpec } from './facultyStages';

const base = { ...defaultSpec(false), freeText: 'peat', onlyMissingDate: true };

describe('the faculty workflow stages (doc 2 §4)', () => {
  it('set the filter and sort each stage names, clearing the others', () => {
    const markFix = stageSpec('markFix', base);
    expect(markFix).toMatchObject({
      displayedResultsStatus: 'Unread',
      onlyInvestigationResearchers: true,
      sortDocumentsBy: 'publishDateDesc',
      freeText: '',
      onlyMissingDate: false,
    });
    expect(stageSpec('dedup', base)).toMatchObject({
      selectedTops: [
        { name: 'predefined.Labels', selectedValue: 'fix' },
        { name: 'predefined.Labels', selectedValue: 'accepted' },
      ],
      onlyDuplicateDocuments: true,
      sortDocumentsBy: 'dupScanning',
    });
    expect(stageSpec('enrich', base).selectedTops).toEqual([{ name: 'predefined.Labels', selectedValue: 'fix' }]);
  });

  it('know which stage is shown', () => {
    expect(activeStage(base)).toBeUndefined();
    expect(activeStage(stageSpec('dedup', base))).toBe('dedup');
    expect(activeStage({ ...stageSpec('enrich', base), freeText: 'x' })).toBeUndefined();
  });

  it('count what is left of the loaded documents, with + while more are not loaded and a check when none', () => {
    const documents = [
      testDocument(1, { touched: false }),
      testDocument(2, { touched: true, labels: ['fix'] }),
      testDocument(3, { touched: true, labels: ['fix', 'duplicate'] }),
    ];
    const markFix = stageSpec('markFix', base);
    expect(stageCount('markFix', markFix, documents, true)).toEqual({ text: '1', done: false });
    expect(stageCount('markFix', markFix, documents, false)).toEqual({ text: '1+', done: false });
    expect(stageCount('enrich', markFix, documents, true)).toEqual({ done: false });
    const enrich = stageSpec('enrich', base);
    expect(stageCount('enrich', enrich, documents, true).text).toBe('2');
    expect(stageCount('dedup', stageSpec('dedup', base), documents, true).text).toBe('1');
    expect(stageCount('markFix', markFix, [documents[1]!], true)).toEqual({ text: '0', done: true });
    // While the stage's own list loads, the previous list is not counted.
    expect(stageCount('markFix', markFix, undefined, true)).toEqual({ done: false });
  });
});
