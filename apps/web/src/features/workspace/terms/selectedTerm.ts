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

/** The longest selected passage an insight quotes. */
export const MAX_QUOTED_TEXT = 2000;

/** What a selection in one term source offers: its term (null: not a term), its text, its document, where it sits. */
export interface SelectedText {
  term: string | null;
  text: string;
  documentId: number | null;
  rect: DOMRect;
}

/** The selection's term and text, when the whole selection lies in one term source (a document's title or abstract). */
export function textOfSelection(selection: Selection | null): SelectedText | null {
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null;
  const source = sourceOf(selection.anchorNode);
  if (!source || source !== sourceOf(selection.focusNode)) return null;
  const text = selection.toString().replace(/\s+/g, ' ').trim().slice(0, MAX_QUOTED_TEXT);
  if (!text) return null;
  const document = source.closest('[data-document-id]')?.getAttribute('data-document-id');
  return {
    term: selectedTerm(text),
    text,
    documentId: document ? Number(document) : null,
    rect: selection.getRangeAt(0).getBoundingClientRect(),
  };
}
