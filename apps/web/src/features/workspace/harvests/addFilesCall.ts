import { type AddedFiles, addedFiles, uploadsApi } from '@quarry/contract';
import { callUpload, fillPath } from '../../../api';

/** Adds files to a Local documents investigation (one `file` field each): a harvest of their own reads them. */
export function uploadAddedFiles(type: string, id: number, files: readonly File[]): Promise<AddedFiles> {
  const form = new FormData();
  for (const file of files) form.append('file', file, file.name);
  return callUpload(fillPath(uploadsApi.addLocalFiles.path, { type, id }), form, {
    response: addedFiles,
    handle: [400, 409],
  });
}
