import type { HarvestKind } from './harvestRequests';

/**
 * Screen texts of the harvest menu and dialogs (doc 2 §2 "Dialogs for harvests", §4 "Harvests"). The rules and
 * their messages (§5, §8) come from the contract's harvestMessages; only names of controls live here.
 */
export const harvestText = {
  menu: 'Harvest',
  menuDoes: 'Harvest more documents into this investigation: by search terms or URLs, DOIs, or authors',
  oneTime: 'One-Time Harvest',
  byDois: 'One-Time Harvest By DOIs',
  enrichment: 'Author Enrichment Harvest',
  oneTimeField: 'search terms or URLs, one per line',
  doiField: 'DOIs: a JSON list, or one per line',
  enrichmentField: 'author names, one per line',
  dateRange: 'Date range',
  submit: 'Harvest',
  cancel: 'Cancel',
  harvesting: 'Harvesting…',
  notYours: 'Only the owner of an investigation may harvest into it',
  // The re-harvests of doc 2 §6: the faculty's "re-harvest by URL" button, the Omnisol users' "re-harvest a document".
  reharvestByUrl: 'Re-harvest by URL',
  reharvestDocument: 'Re-harvest Document',
  reharvest: 'Re-harvest',
  // Quarry's own: more files for a Local documents investigation, read by a harvest of their own.
  addFiles: 'Add files',
  addFilesDoes:
    'The files are read by a harvest of their own: its documents, and the votes, labels and notes the files carry, can be undone from the harvest summary.',
  addFilesField: 'Files',
  addFilesPlaceholder: 'Choose files',
  addFilesSubmit: 'Add files',
  addingFiles: 'Sending the files…',
  addFilesRequired: 'Please choose at least one file',
  filesRefused: 'These files were not added',
} as const;

/** Each harvest's name: its menu item and its dialog's title. */
export const harvestTitle: Record<HarvestKind, string> = {
  oneTime: harvestText.oneTime,
  byDois: harvestText.byDois,
  enrichment: harvestText.enrichment,
};
