import { SUGGESTED_TERMS_POOL, type ParsedFilterSpec, type SuggestedTerm } from '@quarry/contract';
import { suggestTerms } from '../../../text/suggest-terms.js';
import { RELEVANCY_CODE, type WorkspaceIndex } from '../index/workspace-index.js';
import { matchingIds } from './workspace-query.js';

const MIN_RELEVANT_VOTES = 2;
const TOP_SCORED_SHARE = 0.1;
const MIN_TOP_SCORED = 5;
const MAX_POSITIVE = 200;
const MAX_REST = 2000;

/** Title, abstract and keywords: the lines of the index text the suggestions are drawn from (not a page's whole text). */
const headOf = (text: string) => text.split('\n', 3).join('\n');

/**
 * Suggested terms for the documents of a filter spec: phrases that set apart the ones voted Relevant (or, before
 * two votes, the best scored tenth) from the others; tracked terms, rejected and already selected ones left out.
 * A pool of them, best first: the pane shows a page and More the next.
 */
export function suggestedTermsFor(
  index: WorkspaceIndex,
  spec: ParsedFilterSpec,
  options: { tracked: readonly string[]; rejected: readonly string[]; selected: readonly SuggestedTerm[] },
): SuggestedTerm[] {
  const docs = matchingIds(index, spec).map((id) => index.denseOf.get(id)!);
  const relevant = docs.filter((d) => index.relevancy[d] === RELEVANCY_CODE.Relevant);
  let positive = relevant;
  if (relevant.length < MIN_RELEVANT_VOTES) {
    const scored = docs.filter((d) => index.score[d]! > 0).sort((a, b) => index.score[b]! - index.score[a]!);
    positive = scored.slice(0, Math.max(MIN_TOP_SCORED, Math.ceil(scored.length * TOP_SCORED_SHARE)));
  }
  positive = positive.slice(0, MAX_POSITIVE);
  const inPositive = new Set(positive);
  const others = docs.filter((d) => !inPositive.has(d));
  const step = Math.max(1, Math.ceil(others.length / MAX_REST));
  const rest = others.filter((_, i) => i % step === 0);
  const exclude = new Set(
    [...options.tracked, ...options.rejected, ...options.selected.map((s) => s.term)].map((term) => term.toLowerCase()),
  );
  const fresh = suggestTerms({
    positive: positive.map((d) => headOf(index.text[d]!)),
    rest: rest.map((d) => headOf(index.text[d]!)),
    exclude,
    limit: Math.max(0, SUGGESTED_TERMS_POOL - options.selected.length),
  });
  return [
    ...options.selected,
    ...fresh.map((term): SuggestedTerm => ({ term, selected: false, group: null, modifier: 'Regular' })),
  ];
}
