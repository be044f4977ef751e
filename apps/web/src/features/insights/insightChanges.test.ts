import { DEFAULT_SECTION, type InsightReport, type Observation } from '@quarry/contract';
import { describe, expect, it } from 'vitest';
import {
  changesSection,
  draftInsight,
  editedInsight,
  imageChange,
  imageForm,
  imageUploadPath,
  shownOrder,
  withoutImage,
  withSectionRenamed,
  withSections,
} from './insightChanges';

const insight = (id: number, section: number | null, ordinal: number, changes: Partial<Observation> = {}) =>
  ({
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
    ...changes,
  }) satisfies Observation;
const findings = { id: 4, name: 'Findings', ordinal: 1 };
const report: InsightReport = {
  sections: [DEFAULT_SECTION, findings],
  observations: [insight(1, null, 0), insight(2, null, 3), insight(3, 4, 1), insight(6, 4, 0)],
};

describe("the report's changes before the server answers", () => {
  it('shows a new insight last of the Default Section, trimmed, with a temporary id', () => {
    const time = new Date('2026-02-03T04:05:06.000Z');
    expect(
      draftInsight(
        report,
        'Document',
        { title: '  Soils ', referencedObject: '17', referencedEntity: 'A paper' },
        -1,
        time,
      ),
    ).toEqual({
      id: -1,
      title: 'Soils',
      observation: '',
      type: 'Document',
      referencedObject: '17',
      referencedEntity: 'A paper',
      imageId: null,
      imageTimestamp: null,
      time: '2026-02-03T04:05:06.000Z',
      section: null,
      ordinal: 4,
      observationTitle: null,
    });
    // A report not loaded (added from another tab): the first place.
    expect(draftInsight(undefined, 'Graph', { title: 'g', observation: '<p>x</p>' }, -2, time)).toMatchObject({
      ordinal: 0,
      observation: '<p>x</p>',
    });
  });

  it('shows an edited insight with its trimmed title and text, and one whose image is cleared', () => {
    const saved = insight(3, 4, 1, { imageId: 9, imageTimestamp: 5, observation: '<p>old</p>' });
    expect(editedInsight(saved, { title: ' New ' })).toEqual({ ...saved, title: 'New', observation: '' });
    expect(withoutImage(saved, { title: 'New', observation: '<p>x</p>' })).toEqual({
      ...saved,
      title: 'New',
      observation: '<p>x</p>',
      imageId: null,
      imageTimestamp: null,
    });
  });

  it('uploads a new image, clears a stored one on null, and otherwise leaves the image alone', () => {
    const withImage = insight(3, 4, 1, { imageId: 9 });
    const image = { file: new Blob(), crop: { x: 0, y: 0, width: 1, height: 1 } };
    expect(imageChange(withImage, image)).toBe('upload');
    expect(imageChange(withImage, null)).toBe('clear');
    expect(imageChange(withImage, undefined)).toBe('none');
    // Nothing stored: nothing to clear.
    expect(imageChange(insight(1, null, 0), null)).toBe('none');
  });

  it('renames a section (trimmed) and takes the sections the server answers', () => {
    expect(withSectionRenamed(report, 4, ' Results ').sections).toEqual([
      DEFAULT_SECTION,
      { ...findings, name: 'Results' },
    ]);
    expect(withSectionRenamed(report, 99, 'x').sections).toEqual(report.sections);
    const answered = [DEFAULT_SECTION];
    expect(withSections(report, answered)).toEqual({ ...report, sections: answered });
  });

  it('moves into another section first, then sends the order shown', () => {
    expect(changesSection(insight(1, null, 0), 4)).toBe(true);
    expect(changesSection(insight(1, null, 0), DEFAULT_SECTION.id)).toBe(false);
    expect(changesSection(insight(3, 4, 1), 4)).toBe(false);
    expect(shownOrder(report, 4)).toEqual([6, 3]);
    expect(shownOrder(report, DEFAULT_SECTION.id)).toEqual([1, 2]);
    expect(shownOrder(undefined, 4)).toEqual([]);
  });

  it('uploads the image as insight.png with its crop', () => {
    expect(imageUploadPath('topic', 7, 3)).toBe('/api/investigations/topic/7/observation/3/image');
    const form = imageForm({
      file: new Blob(['png'], { type: 'image/png' }),
      crop: { x: 1, y: 2, width: 3, height: 4 },
    });
    expect((form.get('file') as File).name).toBe('insight.png');
    expect(form.get('fileName')).toBe('insight.png');
    expect(JSON.parse(String(form.get('imageData')))).toEqual({ x: 1, y: 2, width: 3, height: 4 });
  });
});
