/** The search definition of Topic investigations (doc 2 §2 left pane, §4 and §5 "Terms"). */
export { SearchDefinitionPane } from './SearchDefinitionPane';
export { SelectionTermMenu } from './SelectionTermMenu';
export { TERM_SOURCE_ATTRIBUTE } from './selectedTerm';
export { greyTermColor, termColor, type TermColor } from './termColors';
export { useSearchDefinition } from './termsContext';
export { modifierLabel, termsText } from './termsLabels';
export { hasTerm } from './termsState';
export { TermsProvider } from './TermsProvider';
