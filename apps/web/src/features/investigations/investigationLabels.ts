import { investigationsText } from '@quarry/contract';

/** Labels of the investigations screens. Spec texts (messages, loading texts) come from @quarry/contract. */
export const listLabel = {
  toTable: 'Go to my investigations',
  filterPlaceholder: investigationsText.filterPlaceholder,
  clearFilter: 'Clear filter',
  empty: investigationsText.empty,
  showOwn: 'My investigations',
  showAll: 'All investigations',
  scope: 'Investigations to show',
  tableTitle: 'Investigations',
  columns: investigationsText.columns,
  alertsOn: 'Alerts enabled',
  duplicate: 'Duplicate',
  delete: 'Delete',
  duplicateTitle: 'Duplicate Investigation',
  duplicateMessage: investigationsText.duplicateConfirm,
  deleteTitle: 'Delete Investigation',
  deleteMessage: investigationsText.deleteConfirm,
  createdTitle: 'Your New Investigation',
  createdMessage: investigationsText.createdPopup,
  gotIt: investigationsText.gotIt,
  never: 'Never',
  rowId: 'ID',
  rowUuid: 'UUID',
} as const;

export const processLabel = {
  menu: 'Process',
  uploadAuthors: 'Upload Authors File',
  deletePending: 'Delete All Pending',
  restartFailed: 'Restart Failed',
  uploadInvestigations: 'Upload Investigations',
  deletePendingTitle: 'Delete All Pending',
  deletePendingMessage: 'You are about to permanently delete all of your pending investigations.',
  authorsCreated: (count: number) => `${count} investigation(s) created from the authors file`,
  authorsErrorsTitle: 'Some authors could not be added',
  deleted: (count: number) => `${count} pending investigation(s) deleted`,
  restarted: (count: number) => `${count} failed investigation(s) restarted`,
  close: 'Close',
} as const;

export const investigationLabel = {
  notFoundHint: 'The investigation may have been deleted, or it belongs to another user.',
  toList: 'Back to the investigations',
  editTitle: 'Click to edit the title',
  titleInput: 'Investigation title',
  status: 'Status',
  documents: 'Documents',
} as const;
