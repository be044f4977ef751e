import { MAX_SELECTED_TERM_LENGTH, normalizeTerm } from '@quarry/contract';

/** The attribute marking text a term may be picked from (document titles and abstracts). */
export const TERM_SOURCE_ATTRIBUTE = 'data-term-source';

/**
 * The term a selected text offers (doc 2 §5, §9): the text with its spaces folded, when it is not empty and
 * shorter than MAX_SELECTED_TERM_LENGTH; otherwise none.
 */
export function selectedTerm(text: string): string | null {
  const term = normalizeTerm(text);
  return term && term.length < MAX_SELECTED_TERM_LENGTH ? term : null;
}

const sourceOf = (node: Node | null): Element | null =>
  (node instanceof Element ? node : (node?.parentElement ?? null))?.closest(`[${TERM_SOURCE_ATTRIBUTE}]`) ?? null;

/** The selection's term and where it sits, when the whole selection lies in one term source. */
export function termOfSelection(selection: Selection | null): { term: string; rect: DOMRect } | null {
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null;
  const source = sourceOf(selection.anchorNode);
  if (!source || source !== sourceOf(selection.focusNode)) return null;
  const term = selectedTerm(selection.toString());
  if (!term) return null;
  return { term, rect: selection.getRangeAt(0).getBoundingClientRect() };
}
