import { describe, expect, it } from 'vitest';
import { testDocument } from '../data/testDocument';
import { TERM_SOURCE_ATTRIBUTE } from '../terms';
import { documentDetails } from './documentFormat';
import { itemParts, shownLevel, termSource, titleWeight, touchesOnToggle } from './documentItemView';
import { VIEW_LEVEL } from './documentsView';

const full = testDocument(7, {
  abstract: 'Soils store carbon.',
  journal: 'PeerJ',
  date: '2018-02-13',
  datePrecision: 'day',
  note: 'Read again',
  keywords: ['Soil'],
  mergedSources: 2,
});

describe('what one result shows', () => {
  it('opens at All Details at least, and never lowers a higher level', () => {
    expect(shownLevel(VIEW_LEVEL.titles, true)).toBe(VIEW_LEVEL.allDetails);
    expect(shownLevel(VIEW_LEVEL.images, true)).toBe(VIEW_LEVEL.images);
    expect(shownLevel(VIEW_LEVEL.preview, false)).toBe(VIEW_LEVEL.preview);
  });

  it('shows the title alone at Titles', () => {
    expect(itemParts(full, VIEW_LEVEL.titles, false, false)).toMatchObject({
      preview: false,
      extended: false,
      allDetails: false,
      details: [],
      sources: false,
      abstract: false,
      note: false,
      ownMarkups: false,
    });
  });

  it('adds authors, details, three lines of abstract and the note at Preview; keywords at Extended', () => {
    const preview = itemParts(full, VIEW_LEVEL.preview, false, false);
    expect(preview).toMatchObject({ preview: true, extended: false, abstract: true, note: true, abstractLines: 3 });
    expect(preview.details).toEqual(documentDetails(full));
    expect(preview.details.length).toBeGreaterThan(0);
    expect(itemParts(full, VIEW_LEVEL.extended, false, false)).toMatchObject({ extended: true, keywords: ['Soil'] });
  });

  it('adds the whole abstract and the merged records at All Details', () => {
    expect(itemParts(full, VIEW_LEVEL.allDetails, false, false)).toMatchObject({
      allDetails: true,
      sources: true,
      abstractLines: undefined,
      ownMarkups: false,
    });
    expect(itemParts(testDocument(8), VIEW_LEVEL.allDetails, false, false).sources).toBe(false);
  });

  it('adds the cover and abstract images at All Details + Images only, opened or not', () => {
    expect(itemParts(full, VIEW_LEVEL.images, false, false).images).toBe(true);
    expect(itemParts(full, VIEW_LEVEL.allDetails, false, false).images).toBe(false);
    expect(itemParts(full, VIEW_LEVEL.preview, true, false).images).toBe(false);
  });

  it('leaves out what a document lacks', () => {
    const bare = itemParts(testDocument(8), VIEW_LEVEL.allDetails, false, false);
    expect(bare).toMatchObject({ details: [], abstract: false, note: false, keywords: [] });
  });

  it('reads its own markups when opened below All Details only', () => {
    expect(itemParts(full, VIEW_LEVEL.preview, true, false)).toMatchObject({ allDetails: true, ownMarkups: true });
    expect(itemParts(full, VIEW_LEVEL.allDetails, true, false).ownMarkups).toBe(false);
  });

  it('shows facultyWorks users no keywords and more authors', () => {
    const faculty = itemParts(full, VIEW_LEVEL.extended, false, true);
    expect(faculty.keywords).toEqual([]);
    expect(faculty.authorLimit).toBeGreaterThan(itemParts(full, VIEW_LEVEL.extended, false, false).authorLimit);
  });

  it('writes an unread title bold, and marks an item read when the user opens it where they may edit', () => {
    expect(titleWeight({ touched: false })).toBe(700);
    expect(titleWeight({ touched: true })).toBe(500);
    expect(touchesOnToggle(false, true)).toBe(true);
    expect(touchesOnToggle(true, true)).toBe(false);
    expect(touchesOnToggle(false, false)).toBe(false);
  });

  it('offers the add-term menu on selected text in Topic investigations only', () => {
    expect(termSource(true)).toEqual({ [TERM_SOURCE_ATTRIBUTE]: true, style: { userSelect: 'text' } });
    expect(termSource(false)).toEqual({});
  });
});
