import { insightText, type Observation } from '@quarry/contract';
import type { CropArea } from '../../lib/cropImage';
import type { InsightDraft } from '../workspace';
import { insightLabels } from './insightLabels';

/**
 * The insight dialog's rules (doc 3 §2), apart from React: its title, the title's check, and the picture of the
 * Image page (chosen or pasted, cropped, removed) with what saving does with it.
 */

export const isSavedInsight = (insight: Observation | InsightDraft): insight is Observation => 'id' in insight;

export const insightDialogTitle = (insight: Observation | InsightDraft): string =>
  isSavedInsight(insight) ? insightLabels.editInsight : insightLabels.newInsight;

/** The title's error: only once something is typed, and only blanks (the title is saved trimmed). */
export const titleError = (title: string): string | undefined =>
  title.length > 0 && !title.trim() ? insightText.titleRequired : undefined;

/** The text the editor starts with: a saved insight's, nothing for a draft. */
export const initialText = (insight: Observation | InsightDraft): string =>
  isSavedInsight(insight) ? insight.observation : '';

/** The picture a draft opens the Image page with (a graph's canvas), if any. */
export const draftPicture = (insight: Observation | InsightDraft): Blob | undefined =>
  isSavedInsight(insight) ? undefined : insight.image;

/** The picture of the Image page. */
export interface PictureState {
  /** The object URL of a picture chosen, pasted or given by the draft. */
  source: string | null;
  /** Remove Image was clicked: saving clears the stored image. */
  removed: boolean;
  /** Why the last file chosen was refused. */
  problem: string | null;
  /** The crop, once the cropper has measured one. */
  area: CropArea | null;
  zoom: number;
}

export const initialPicture: PictureState = { source: null, removed: false, problem: null, area: null, zoom: 1 };

export type PictureAction =
  /** A file chosen or pasted: refused with a problem, or shown from its object URL. */
  | { type: 'refused'; problem: string }
  | { type: 'shown'; source: string }
  | { type: 'cropped'; area: CropArea }
  | { type: 'zoomed'; zoom: number }
  | { type: 'removed' };

export function pictureReducer(state: PictureState, action: PictureAction): PictureState {
  switch (action.type) {
    case 'refused':
      return { ...state, problem: action.problem };
    case 'shown':
      // The crop stays until the cropper measures the new picture.
      return { ...state, source: action.source, problem: null, zoom: 1, removed: false };
    case 'cropped':
      return { ...state, area: action.area };
    case 'zoomed':
      return { ...state, zoom: action.zoom };
    case 'removed':
      return { ...state, source: null, area: null, removed: true };
  }
}

/** The stored image shown under the cropper: none once a new picture is chosen or the image removed. */
export const storedImageShown = (picture: PictureState, imageUrl: string | undefined): string | undefined =>
  picture.source || picture.removed ? undefined : imageUrl;

/** Remove Image is offered while there is a picture to remove. */
export const hasPicture = (picture: PictureState, imageUrl: string | undefined): boolean =>
  Boolean(picture.source || storedImageShown(picture, imageUrl));

/**
 * What saving does with the image: crops the new picture (as cropped, or whole when it was never cropped on the
 * Image page, as a graph's picture), clears the stored one after Remove Image, or keeps it.
 */
export type ImageToSave =
  | { kind: 'crop'; source: string; area: CropArea }
  | { kind: 'whole'; source: string }
  | { kind: 'clear' }
  | { kind: 'keep' };

export function imageToSave(picture: PictureState): ImageToSave {
  const { source, area, removed } = picture;
  if (source)
    return area && area.width > 0 && area.height > 0 ? { kind: 'crop', source, area } : { kind: 'whole', source };
  return removed ? { kind: 'clear' } : { kind: 'keep' };
}
