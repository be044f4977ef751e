import { adminMergeText } from '@quarry/contract';

/** The Investigation ID field keeps digits only: what is typed or pasted around them is dropped. */
export const investigationIdInput = (text: string): string => text.replace(/\D/g, '');

/** The id to redo the merge of, or the field's message when it is empty (doc 3 §5, §8) or 0. */
export function investigationIdToRedo(text: string): { id: number } | { error: string } {
  const digits = investigationIdInput(text);
  if (!digits) return { error: adminMergeText.investigationIdRequired };
  const id = Number(digits);
  return id > 0 && Number.isSafeInteger(id) ? { id } : { error: adminMergeText.investigationIdInvalid };
}
