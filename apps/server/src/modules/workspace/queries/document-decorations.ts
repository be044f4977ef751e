import {
  SNIPPETS_VIEW_LEVEL,
  TERMS_VIEW_LEVEL,
  type FoundTerm,
  type Snippet,
  type WorkspaceDocument,
} from '@quarry/contract';
import type { MarkupTerm } from '../../../text/markups.js';
import { snippetsOf } from '../../../text/snippets.js';
import { phraseSetMatcher, tokenize } from '../../../text/words.js';
import type { WorkspaceIndex } from '../index/workspace-index.js';

/** What a list item shows beyond its markups at a view level (doc 2 §2): the terms found (2+), snippets (3+). */
export interface Decorations {
  terms?: FoundTerm[];
  snippets?: Snippet[];
}

/**
 * The decorations of a page of documents for a view level. The terms found are read from the index's text (title,
 * abstract, keywords and page text, as the terms were scored), or from the document's own fields when the index
 * does not hold it yet; snippets come from the page text, or the abstract when there is none.
 */
export function decorationsFor(
  level: number,
  terms: readonly MarkupTerm[],
  index: WorkspaceIndex | undefined,
  pageTexts: ReadonlyMap<number, string>,
): (document: WorkspaceDocument) => Decorations {
  if (level < TERMS_VIEW_LEVEL) return () => ({});
  const match = phraseSetMatcher(terms.map((term) => term.term));
  const bySpelling = new Map(terms.map((term) => [term.term.trim(), term]));
  const indexText = (document: WorkspaceDocument) => {
    const dense = index?.denseOf.get(document.id);
    return dense === undefined
      ? [document.title, document.abstract, document.keywords.join(', ')].join('\n')
      : index!.text[dense]!;
  };
  return (document) => ({
    terms: match(tokenize(indexText(document))).map((spelling) => {
      const color = bySpelling.get(spelling)?.color;
      return { term: spelling, ...(color && { color }) };
    }),
    ...(level >= SNIPPETS_VIEW_LEVEL && {
      snippets: snippetsOf(pageTexts.get(document.id) || document.abstract, terms),
    }),
  });
}
