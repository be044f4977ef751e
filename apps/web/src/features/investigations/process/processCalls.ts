import { investigationsApi, uploadPaths, uploadResult, type UploadResult } from '@quarry/contract';
import { callApi, callUpload, isApiError } from '../../../api';
import { textLines } from '../../../lib/textLines';

/** What an upload of the process menu came to: the lines to list as errors, or nothing wrong. */
export type UploadOutcome = { ok: true; result?: UploadResult } | { ok: false; errors: string[] };

/** A 400 whose text lists one error per line is shown by the screen; anything else was handled globally. */
function refusal(error: unknown): UploadOutcome {
  if (isApiError(error) && !error.handled && error.status === 400) return { ok: false, errors: textLines(error.body) };
  throw error;
}

/** Upload Authors File: one researcher name per line, one Person investigation each (omnisol). */
export async function uploadAuthorsFile(file: File): Promise<UploadOutcome> {
  const form = new FormData();
  form.append('file', file, file.name);
  try {
    const result = await callUpload(uploadPaths.authorsFile, form, { response: uploadResult, handle: [400] });
    return { ok: true, result };
  } catch (error) {
    return refusal(error);
  }
}

/** Upload Investigations: the definition file; an empty answer is success, a non-empty one lists errors (doc 1 §7). */
export async function uploadDefinitionFile(file: File): Promise<UploadOutcome> {
  const form = new FormData();
  form.append('file', file, file.name);
  form.append('fileName', file.name);
  try {
    const text = await callUpload(uploadPaths.definitionFile, form, { handle: [400] });
    return text.trim() ? { ok: false, errors: textLines(text) } : { ok: true };
  } catch (error) {
    return refusal(error);
  }
}

export const deletePendingInvestigations = () => callApi(investigationsApi.deletePending);

export const restartFailedInvestigations = () => callApi(investigationsApi.restartFailed);
