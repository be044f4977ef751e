import { documentImageKinds, documentMessages, type DocumentImageKind } from '@quarry/contract';
import { isApiError } from '../../../api';
import { cropToPng, type CropArea } from '../../../lib/cropImage';
import { changedFields, createOverwrites, type DocumentForm } from './documentForm';
import {
  createDocument,
  deleteDocumentImage,
  editDocument,
  uploadDocumentImage,
  uploadFullText,
} from './documentCalls';

/** The longer side of a stored cover or abstract image (2:3): larger crops are scaled down. */
export const DOCUMENT_IMAGE_SIDE = 900;

/** What the user chose on an image page besides a picture: the stored one removed, the journal's cover flag. */
export interface ImageChoice {
  removed: boolean;
  journalImage: boolean;
}
export const keptImage: ImageChoice = { removed: false, journalImage: false };

/** A new picture and the part of it to keep. */
export interface CroppedPicture {
  source: string;
  area: CropArea;
}

export interface SaveRequest {
  where: { apiType: 'topic' | 'person'; id: number };
  /** The document edited; undefined: a new one of the form's type. */
  documentId?: number;
  initial: DocumentForm;
  form: DocumentForm;
  images: Record<DocumentImageKind, ImageChoice & { picture: CroppedPicture | null }>;
  /** Whether the document has each image now (a removal of none sends nothing). */
  storedImages: Record<DocumentImageKind, boolean>;
  fullTextFile: File | null;
}

export type SaveOutcome =
  | { ok: true; documentId: number }
  /** Nothing saved (documentId undefined), or the document saved and a later step refused (its id). */
  | { ok: false; message: string; detail?: string; documentId?: number };

/** What to show of a failure; undefined when the global handling showed it already (error dialog, sign-in). */
function refusalText(error: unknown): string | undefined {
  if (isApiError(error)) return error.handled ? undefined : error.body || error.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Saves the dialog (doc 2 §4): creates the document (201 and its Location, else 'Failed to create document') or
 * patches the changed fields (none changed: no call), then sends each image choice and the full-text file. A
 * failure the global handling showed already ends it quietly.
 */
export async function saveDocument(request: SaveRequest): Promise<SaveOutcome | null> {
  const { where, form, initial } = request;
  let documentId = request.documentId;
  if (documentId === undefined) {
    try {
      documentId = await createDocument(where, { documentType: form.type, overwrites: createOverwrites(form) });
    } catch (error) {
      // Every answer but 201 is the dialog's to tell (quietFailure); a 401 has signed the user out.
      if (isApiError(error) && error.handled && error.status === 401) return null;
      return { ok: false, message: documentMessages.createFailed, detail: refusalText(error) };
    }
  } else {
    const changes = changedFields(initial, form);
    if (changes) {
      try {
        await editDocument(where, documentId, changes);
      } catch (error) {
        const text = refusalText(error);
        if (text === undefined) return null;
        return { ok: false, message: text, documentId };
      }
    }
  }
  return sendFiles(request, documentId);
}

async function sendFiles(request: SaveRequest, documentId: number): Promise<SaveOutcome | null> {
  const { where, images, storedImages, fullTextFile } = request;
  try {
    for (const kind of documentImageKinds) {
      const { picture, removed, journalImage } = images[kind];
      if (picture) {
        const image = await cropToPng(picture.source, picture.area, DOCUMENT_IMAGE_SIDE);
        await uploadDocumentImage(where, documentId, kind, image, journalImage);
      } else if (removed && storedImages[kind]) {
        await deleteDocumentImage(where, documentId, kind);
      }
    }
    if (fullTextFile) {
      const refusal = await uploadFullText(where, documentId, fullTextFile);
      if (refusal) return { ok: false, message: refusal, documentId };
    }
  } catch (error) {
    const text = refusalText(error);
    if (text === undefined) return null;
    return { ok: false, message: text, documentId };
  }
  return { ok: true, documentId };
}
