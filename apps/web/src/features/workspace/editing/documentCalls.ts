import {
  documentEditingApi,
  documentHistoryApi,
  documentFilesApi,
  workspaceDocument,
  type CreateDocumentBody,
  type DocumentImageKind,
  type DocumentOverwrites,
  type WorkspaceDocument,
} from '@quarry/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { callApi, callCreate, callUpload, fillPath, isApiError, quietFailure } from '../../../api';
import type { DocumentPages } from '../data/documentPages';
import { firstPageOnly, workspaceDocumentsKey, workspaceMarkupsKey } from '../data/workspaceQueries';

/** The calls of documents users write (doc 2 §7 Documents): create, edit, images and full text. */

interface Where {
  apiType: 'topic' | 'person';
  id: number;
}

/** POST …/documents: the new document's id (the Location's last segment of a 201; anything else fails). */
export async function createDocument({ apiType, id }: Where, body: CreateDocumentBody): Promise<number> {
  const created = await callCreate(documentEditingApi.create, { params: { type: apiType, id }, body, ...quietFailure });
  return Number(created);
}

/** PATCH …/documents/{docId} with the changed fields; a refusal (400, 403, 404) is the dialog's to show. */
export const editDocument = ({ apiType, id }: Where, docId: number, changes: DocumentOverwrites) =>
  callApi(documentEditingApi.edit, {
    params: { type: apiType, id, docId },
    body: changes,
    handle: [400, 403, 404],
  });

/**
 * POST /api/investigations/{id}/documents/{docId}/image/{kind}, multipart (fileName, journalImage, file). The
 * fields come before the file: a streaming reader sees them first.
 */
export function uploadDocumentImage(
  { id }: Where,
  docId: number,
  kind: DocumentImageKind,
  image: Blob,
  journalImage: boolean,
): Promise<WorkspaceDocument> {
  const fileName = `${kind}.png`;
  const form = new FormData();
  form.set('fileName', fileName);
  form.set('journalImage', String(journalImage));
  form.set('file', image, fileName);
  const path = fillPath(documentFilesApi.uploadImage.path, { id, docId, kind });
  return callUpload(path, form, { response: workspaceDocument, handle: [400, 413] });
}

export const deleteDocumentImage = ({ id }: Where, docId: number, kind: DocumentImageKind) =>
  callApi(documentFilesApi.deleteImage, { params: { id, docId, kind }, handle: [400, 404] });

/** POST …/documents/{docId}/full-text with the file: the server's refusal text (400, 413), or null when stored. */
export async function uploadFullText({ apiType, id }: Where, docId: number, file: File): Promise<string | null> {
  const form = new FormData();
  form.set('file', file, file.name);
  const path = fillPath(documentFilesApi.uploadFullText.path, { type: apiType, id, docId });
  try {
    await callUpload(path, form, { response: workspaceDocument, handle: [400, 413, 415] });
    return null;
  } catch (error) {
    if (isApiError(error) && !error.handled) return error.body || error.message;
    throw error;
  }
}

/** GET …/documents/{docId}/full-text: what View PDF opens. */
export const fullTextPath = ({ apiType, id }: Where, docId: number): string =>
  fillPath(documentFilesApi.fullText.path, { type: apiType, id, docId });

/** GET /api/images?imageId=: a document's cover or abstract image. */
export const documentImagePath = (imageId: number): string => `/api/images?imageId=${imageId}`;

/**
 * After a save the workspace reloads its data, so the document shows at once: a new one from the first page (it
 * may sort anywhere), an edited one in the pages already loaded; the markups follow its new title and abstract.
 */
export async function reloadAfterSave(queryClient: QueryClient, id: number, created: boolean): Promise<void> {
  if (created) queryClient.setQueriesData<DocumentPages>({ queryKey: workspaceDocumentsKey(id) }, firstPageOnly);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: workspaceDocumentsKey(id) }),
    queryClient.invalidateQueries({ queryKey: workspaceMarkupsKey(id) }),
    queryClient.invalidateQueries({ queryKey: documentHistoriesKey(id) }),
  ]);
}

/** Every cached document history of one investigation (a save or an undo changes them). */
const documentHistoriesKey = (id: number) => ['workspace', id, 'document-history'] as const;

/** A document's own history of edits (Quarry's calls: the spec names none), newest first. */
export const documentHistoryQuery = ({ apiType, id }: Where, docId: number) =>
  queryOptions({
    queryKey: [...documentHistoriesKey(id), docId],
    queryFn: ({ signal }) => callApi(documentHistoryApi.list, { params: { type: apiType, id, docId }, signal }),
  });

/** Undoes the document's newest edit; a refusal (none left: 400) is the page's to show. */
export const undoLastEdit = ({ apiType, id }: Where, docId: number): Promise<WorkspaceDocument> =>
  callApi(documentHistoryApi.undo, { params: { type: apiType, id, docId }, handle: [400, 404] });
