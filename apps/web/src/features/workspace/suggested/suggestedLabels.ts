/**
 * Texts of the suggested-terms pane of Topic investigations (doc 2 §2 "Documents (results) pane", §3 "Suggested
 * term", §4 "Terms"). The modifier names are the search definition's (terms' modifierLabel); the term-limit dialog
 * is the search definition's too ('Add Terms' / 'Cannot add more than {max} terms', doc 2 §8).
 */
export const suggestedText = {
  pane: 'Suggested Terms',
  loading: 'Loading suggested terms',
  addSelected: 'Add Selected Terms',
  more: 'More',
  moreHint: 'Show the next suggested terms (after the last, the first again)',
  options: (term: string) => `Options of ${term}`,
  reject: (term: string) => `Reject ${term}`,
  modifier: 'Modifier',
  group: 'Group',
  newGroup: 'New Group',
  selectedHint: 'Selected: added by Add Selected Terms',
} as const;
