import { DEFAULT_SECTION, type InsightReport, type Observation } from '@quarry/contract';
import { describe, expect, it } from 'vitest';
import { insightLabels } from './insightLabels';
import {
  imageUrlOf,
  insightAbout,
  insightActionLabels,
  isEditableInsight,
  reportLayout,
  sectionDialogOf,
  updateInput,
  viewModeOf,
  viewModeOptions,
} from './reportView';

const insight = (changes: Partial<Observation> = {}): Observation => ({
  id: 3,
  title: 'Soils',
  observation: '<p>Carbon</p>',
  type: 'Document',
  referencedObject: '17',
  referencedEntity: 'Carbon in vineyard soils',
  imageId: null,
  imageTimestamp: null,
  time: '2026-01-01T00:00:00.000Z',
  section: null,
  ordinal: 0,
  observationTitle: 'Title of the document',
  ...changes,
});
const methods = { id: 5, name: 'Methods', ordinal: 2 };
const findings = { id: 4, name: 'Findings', ordinal: 1 };

describe('the Insight Report tab', () => {
  it('offers the two view modes, Titles (0) and All Details (1)', () => {
    expect(viewModeOptions).toEqual([
      { label: 'Titles', value: '0' },
      { label: 'All Details', value: '1' },
    ]);
    expect(viewModeOf('0')).toBe(0);
    expect(viewModeOf('1')).toBe(1);
  });

  it('addresses an insight’s image with its time, past caches; none without one', () => {
    expect(imageUrlOf(insight({ imageId: 8, imageTimestamp: 1234 }))).toBe('/api/images?imageId=8&time=1234');
    expect(imageUrlOf(insight({ imageId: 8 }))).toBe('/api/images?imageId=8&time=0');
    expect(imageUrlOf(insight())).toBeUndefined();
  });

  it('lists the sections in order, the Default Section first; the others are the movable ones', () => {
    const report: InsightReport = { sections: [methods, DEFAULT_SECTION, findings], observations: [insight()] };
    expect(reportLayout(report)).toEqual({
      sections: [DEFAULT_SECTION, findings, methods],
      movable: [findings, methods],
      empty: false,
    });
  });

  it('is empty without insights and without sections of its own', () => {
    expect(reportLayout({ sections: [DEFAULT_SECTION], observations: [] }).empty).toBe(true);
    expect(reportLayout({ sections: [DEFAULT_SECTION, findings], observations: [] }).empty).toBe(false);
    expect(reportLayout({ sections: [DEFAULT_SECTION], observations: [insight()] }).empty).toBe(false);
  });

  it('opens the dialog of a section action; Set Section Index knows its place among the movable sections', () => {
    expect(sectionDialogOf(methods, 'index', [findings, methods])).toEqual({
      kind: 'index',
      section: methods,
      index: 1,
      count: 2,
    });
    expect(sectionDialogOf(findings, 'rename', [findings, methods])).toEqual({ kind: 'rename', section: findings });
    expect(sectionDialogOf(findings, 'delete', [findings, methods])).toEqual({ kind: 'delete', section: findings });
  });

  it('edits only insights the server has saved, where the user may work', () => {
    expect(isEditableInsight(insight(), true)).toBe(true);
    expect(isEditableInsight(insight({ id: -1 }), true)).toBe(false);
    expect(isEditableInsight(insight(), false)).toBe(false);
  });

  it('says what an insight is about, and names it on its buttons', () => {
    expect(insightAbout(insight())).toBe(`${insightLabels.about.Document}: Carbon in vineyard soils`);
    expect(insightAbout(insight({ type: 'Investigation', referencedEntity: null }))).toBe(
      insightLabels.about.Investigation,
    );
    expect(insightActionLabels(insight())).toEqual({ edit: 'Edit: Soils', remove: 'Delete Insight: Soils' });
  });

  it('saves the edited title and text, keeping what the insight refers to', () => {
    expect(updateInput(insight(), { title: 'New', observation: '<p>x</p>' })).toEqual({
      title: 'New',
      observation: '<p>x</p>',
      referencedObject: '17',
      referencedEntity: 'Carbon in vineyard soils',
      observationTitle: 'Title of the document',
    });
  });
});
