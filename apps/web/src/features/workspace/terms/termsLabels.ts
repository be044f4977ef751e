import { quotedList, type TermModifier } from '@quarry/contract';

/**
 * Texts of the search definition (doc 2 §2 "Left pane: Search Definition", §4 "Terms", §5 "Terms"): the spec's
 * words where it gives them. The limit message and its dialog title come from the contract (termsMessages).
 */
export const termsText = {
  pane: 'Search Definition',
  paneMenu: 'Search definition menu',
  addTermPlaceholder: 'Add term',
  addTermLabel: 'Add a term',
  addToGroup: 'Add to group',
  modifier: 'Modifier',
  newGroup: 'New Group',
  addMultipleTerms: 'Add Multiple Terms',
  createTermGroup: 'Create Term Group',
  addPredefinedTermGroups: 'Add Predefined Term Groups',
  renameTerm: 'Rename Term',
  deleteTerm: 'Delete Term',
  moveToGroup: 'Move to Group',
  renameGroup: 'Rename Group',
  deleteGroup: 'Delete Group',
  changeColour: 'Change Colour',
  colour: (color: string) => `Colour ${color}`,
  deleteGroupMessage: (name: string) => `You are about to delete the term group '${name}' and all its terms.`,
  delete: 'Delete',
  add: 'Add',
  addGroups: 'Add Groups',
  create: 'Create',
  save: 'Save',
  cancel: 'Cancel',
  close: 'Close',
  termsField: 'Terms',
  termsHint: 'Separate terms with commas or line breaks',
  termCount: (count: number) => `${count} ${count === 1 ? 'term' : 'terms'}`,
  groupNameField: 'Group name',
  newTermField: 'New term',
  alreadyAdded: 'already added',
  noPredefinedGroups: 'No predefined term groups are available.',
  groupMenu: (name: string) => `Term group menu: ${name}`,
  termMenu: (term: string) => `Term menu: ${term}`,
  expandGroup: (name: string) => `Expand ${name}`,
  collapseGroup: (name: string) => `Collapse ${name}`,
  emptyGroup: 'No terms in this group',
  addTerm: 'Add Term',
  addTermToNewGroup: 'Add Term to New Group',
  selectedTextMenu: 'Add the selected text as a term',
} as const;

/** What the user is told when added terms start a harvest: that it runs, in what context, and how to undo it. */
export function termHarvestNotice(terms: readonly string[]): string {
  return `Harvesting ${quotedList(terms)} together with this investigation's search. To remove what it brings, undo it in the Harvest summary (header).`;
}

/** How the term menu and the term rows name each modifier (doc 2 §3: the modifier values themselves). */
export const modifierLabel: Record<TermModifier, string> = {
  Regular: 'Regular',
  Mandatory: 'Mandatory',
  Boost: 'Boost',
  Penalty: 'Penalty',
  Exclude: 'Exclude',
};
