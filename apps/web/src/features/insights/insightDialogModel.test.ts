import { insightText, type Observation } from '@quarry/contract';
import { describe, expect, it } from 'vitest';
import {
  draftPicture,
  hasPicture,
  imageToSave,
  initialPicture,
  initialText,
  insightDialogTitle,
  pictureReducer,
  storedImageShown,
  titleError,
  type PictureAction,
  type PictureState,
} from './insightDialogModel';
import { insightLabels } from './insightLabels';

const saved: Observation = {
  id: 4,
  title: 'Soils',
  observation: '<p>Carbon</p>',
  type: 'Investigation',
  referencedObject: null,
  referencedEntity: null,
  imageId: 9,
  imageTimestamp: 1,
  time: '2026-01-01T00:00:00.000Z',
  section: null,
  ordinal: 0,
  observationTitle: null,
};
const canvas = new Blob(['png'], { type: 'image/png' });
const area = { x: 1, y: 2, width: 30, height: 40 };
const after = (...actions: PictureAction[]): PictureState => actions.reduce(pictureReducer, initialPicture);

describe('the insight dialog', () => {
  it('is titled and filled by what it opens on: a saved insight or a draft', () => {
    expect(insightDialogTitle(saved)).toBe(insightLabels.editInsight);
    expect(insightDialogTitle({ type: 'Graph', title: 'Authors' })).toBe(insightLabels.newInsight);
    expect(initialText(saved)).toBe('<p>Carbon</p>');
    expect(initialText({ type: 'Graph' })).toBe('');
    expect(draftPicture({ type: 'Graph', image: canvas })).toBe(canvas);
    expect(draftPicture({ type: 'Graph' })).toBeUndefined();
  });

  it('asks for a title only once something blank is typed', () => {
    expect(titleError('')).toBeUndefined();
    expect(titleError('   ')).toBe(insightText.titleRequired);
    expect(titleError(' Soils ')).toBeUndefined();
  });
});

describe("the insight dialog's picture", () => {
  it('shows a picture chosen, clearing a refusal and the zoom, and keeps the crop until the cropper measures', () => {
    const refused = after({ type: 'zoomed', zoom: 2 }, { type: 'refused', problem: 'Too large' });
    expect(refused).toMatchObject({ source: null, problem: 'Too large', zoom: 2 });
    const shown = pictureReducer({ ...refused, area }, { type: 'shown', source: 'blob:1' });
    expect(shown).toEqual({ source: 'blob:1', removed: false, problem: null, area, zoom: 1 });
  });

  it('removes the picture and its crop; a new one undoes the removal', () => {
    const removed = after({ type: 'shown', source: 'blob:1' }, { type: 'cropped', area }, { type: 'removed' });
    expect(removed).toMatchObject({ source: null, area: null, removed: true });
    expect(pictureReducer(removed, { type: 'shown', source: 'blob:2' }).removed).toBe(false);
  });

  it('shows the stored image until a picture is chosen or it is removed', () => {
    expect(storedImageShown(initialPicture, '/api/images?imageId=9')).toBe('/api/images?imageId=9');
    expect(storedImageShown(after({ type: 'shown', source: 'blob:1' }), '/img')).toBeUndefined();
    expect(storedImageShown(after({ type: 'removed' }), '/img')).toBeUndefined();
    expect(hasPicture(initialPicture, '/img')).toBe(true);
    expect(hasPicture(initialPicture, undefined)).toBe(false);
    expect(hasPicture(after({ type: 'shown', source: 'blob:1' }), undefined)).toBe(true);
    expect(hasPicture(after({ type: 'removed' }), '/img')).toBe(false);
  });

  it('saves a picture as cropped, whole when never cropped, clears after Remove Image, else keeps', () => {
    const shown = after({ type: 'shown', source: 'blob:1' });
    expect(imageToSave(pictureReducer(shown, { type: 'cropped', area }))).toEqual({
      kind: 'crop',
      source: 'blob:1',
      area,
    });
    expect(imageToSave(shown)).toEqual({ kind: 'whole', source: 'blob:1' });
    // A crop the cropper measured before the picture was drawn (an empty one) is no crop.
    expect(imageToSave(pictureReducer(shown, { type: 'cropped', area: { ...area, width: 0 } }))).toEqual({
      kind: 'whole',
      source: 'blob:1',
    });
    expect(imageToSave(after({ type: 'removed' }))).toEqual({ kind: 'clear' });
    expect(imageToSave(initialPicture)).toEqual({ kind: 'keep' });
    // Removed, then a new picture: the new one is saved.
    expect(imageToSave(after({ type: 'removed' }, { type: 'shown', source: 'blob:2' })).kind).toBe('whole');
  });
});
