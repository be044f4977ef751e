import { DEFAULT_SECTION, type InsightReport, type Observation } from '@quarry/contract';
import { describe, expect, it } from 'vitest';
import {
  insightsOf,
  nextDefaultOrdinal,
  orderedSections,
  sectionOrderWithMove,
  withInsightMoved,
  withSectionDeleted,
  withSectionsOrdered,
} from './reportModel';

const insight = (id: number, section: number | null, ordinal: number): Observation => ({
  id,
  title: `i${id}`,
  observation: '',
  type: 'Investigation',
  referencedObject: null,
  referencedEntity: null,
  imageId: null,
  imageTimestamp: null,
  time: '2026-01-01T00:00:00.000Z',
  section,
  ordinal,
  observationTitle: null,
});
const report: InsightReport = {
  sections: [DEFAULT_SECTION, { id: 5, name: 'Methods', ordinal: 1 }, { id: 4, name: 'Findings', ordinal: 0 }],
  observations: [insight(1, null, 0), insight(2, null, 1), insight(3, 4, 0), insight(6, 4, 1), insight(7, 5, 0)],
};
const titles = (r: InsightReport, section: number) => insightsOf(r, section).map((i) => i.id);

describe('the report model', () => {
  it('orders sections by ordinal with the Default Section first, and insights by ordinal', () => {
    expect(orderedSections(report).map((s) => s.name)).toEqual(['Default Section', 'Findings', 'Methods']);
    expect(titles(report, 4)).toEqual([3, 6]);
    expect(nextDefaultOrdinal(report)).toBe(2);
    expect(nextDefaultOrdinal({ ...report, observations: [] })).toBe(0);
  });

  it('moves an insight within a section and across sections, renumbering both', () => {
    expect(titles(withInsightMoved(report, 6, 4, 0), 4)).toEqual([6, 3]);
    const across = withInsightMoved(report, 1, 4, 1);
    expect(titles(across, DEFAULT_SECTION.id)).toEqual([2]);
    expect(titles(across, 4)).toEqual([3, 1, 6]);
    expect(insightsOf(across, 4).map((i) => [i.ordinal, i.section])).toEqual([
      [0, 4],
      [1, 4],
      [2, 4],
    ]);
    expect(
      insightsOf(withInsightMoved(report, 7, DEFAULT_SECTION.id, 99), DEFAULT_SECTION.id).map((i) => [i.id, i.section]),
    ).toEqual([
      [1, null],
      [2, null],
      [7, null],
    ]);
  });

  it('reorders sections and deletes one, its insights after the Default Section’s', () => {
    expect(sectionOrderWithMove(report, 5, 0)).toEqual([5, 4]);
    expect(orderedSections(withSectionsOrdered(report, [5, 4])).map((s) => s.id)).toEqual([0, 5, 4]);
    const deleted = withSectionDeleted(report, 4);
    expect(deleted.sections.map((s) => s.id)).not.toContain(4);
    expect(titles(deleted, DEFAULT_SECTION.id)).toEqual([1, 2, 3, 6]);
  });
});
