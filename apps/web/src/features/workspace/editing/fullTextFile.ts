import { MAX_FULL_TEXT_BYTES, fullTextExtensions, fullTextMessages } from '@quarry/contract';

/** Why a file cannot be a document's full text before it is sent (its size, its kind), or null (doc 2 §7). */
export function fullTextProblem(file: Pick<File, 'name' | 'size'>): string | null {
  if (file.size > MAX_FULL_TEXT_BYTES) return fullTextMessages.tooLarge;
  const name = file.name.toLowerCase();
  if (!fullTextExtensions.some((extension) => name.endsWith(extension))) return fullTextMessages.unsupported;
  return null;
}
