import { uploadPaths, uploadResult, type UploadResult } from '@quarry/contract';
import { callUpload } from '../../../api';

/** Creates a Local documents investigation from a title and one or more bibliographic files (one `file` field each). */
export function uploadLocalDocuments(title: string, files: readonly File[]): Promise<UploadResult> {
  const form = new FormData();
  form.append('title', title);
  for (const file of files) form.append('file', file, file.name);
  return callUpload(uploadPaths.localDocuments, form, { response: uploadResult, handle: [400] });
}

export interface LocalDocumentsInput {
  title: string;
  files: File[];
}

/** The messages of the Local documents form, by field; empty when it can be sent. */
export function localDocumentsErrors(
  input: LocalDocumentsInput,
  messages: { titleRequired: string; filesRequired: string },
): Partial<Record<keyof LocalDocumentsInput, string>> {
  return {
    ...(input.title.trim() === '' && { title: messages.titleRequired }),
    ...(input.files.length === 0 && { files: messages.filesRequired }),
  };
}
