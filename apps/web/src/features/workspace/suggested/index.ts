/** The suggested-terms pane of Topic investigations (doc 2 §2, §3 "Suggested term", §4 "Terms", §7). */
export { SuggestedTermsPane } from './SuggestedTermsPane';
export { SuggestedTermsProvider } from './SuggestedTermsProvider';
export { useSuggestedTerms } from './suggestedContext';
