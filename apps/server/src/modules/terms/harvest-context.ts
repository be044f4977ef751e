import type { TermsState } from '@quarry/contract';

const quoted = (term: string) => (/\s/.test(term) ? `"${term}"` : term);

/**
 * What a term added to an existing investigation is searched with, so that its harvest stays on the topic
 * ("investment" alone brought the 1988 World Development Report into "biodiversity finance"): the investigation's
 * Mandatory terms (a term's own modifier or its group's), or else its search string. Empty when it has neither.
 */
export function harvestContext(state: TermsState, searchString: string, added: readonly string[]): string {
  const fresh = new Set(added.map((term) => term.toLowerCase()));
  const mandatoryGroups = new Set(
    state.termGroups.filter((group) => group.modifier === 'Mandatory').map((group) => group.id),
  );
  const mandatory = state.terms.filter(
    (term) =>
      term.selected &&
      !fresh.has(term.term.toLowerCase()) &&
      (term.modifier === 'Mandatory' || mandatoryGroups.has(term.groupId)),
  );
  if (mandatory.length > 0) return mandatory.map((term) => quoted(term.term)).join(' ');
  return searchString.trim();
}

/** The search of one added term in its context: the term quoted if it is a phrase, then the context. */
export const termInContext = (term: string, context: string): string => (context ? `${quoted(term)} ${context}` : term);
