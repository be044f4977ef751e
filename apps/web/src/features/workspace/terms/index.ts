/** The search definition of Topic investigations (doc 2 §2 left pane, §4 and §5 "Terms"). */
export { SearchDefinitionPane } from './SearchDefinitionPane';
export { SelectionTermMenu } from './SelectionTermMenu';
export { TERM_SOURCE_ATTRIBUTE } from './selectedTerm';
export { termColor } from './termColors';
export { TermsProvider } from './TermsProvider';
