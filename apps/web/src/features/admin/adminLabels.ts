/** Words of the admin area that the spec leaves to us; the spec's own (Redo Merge, the field's message…) are in @quarry/contract. */
export const adminLabel = {
  mergeHeading: 'Merge Control',
  healthHeading: 'Health Checks',
  mergeCheck: 'Running Merges',
  normalizationCheck: 'Normalization Queue',
  database: 'Database',
  running: 'Running',
  queued: 'Queued',
  oldestWaiting: 'Oldest waiting',
  status: 'Status',
  ok: 'OK',
  degraded: 'Degraded',
  loading: 'Loading health checks...',
  close: 'Close',
  checkedAt: (time: string) => `Checked at ${time}`,
  unavailable: (reason: string) => `Health checks unavailable: ${reason}`,
  redoQueued: (id: number) => `The merge of investigation ${id} is being redone`,
  redoAllQueued: 'The merges of all investigations are being redone',
  callFailed: (action: string, reason: string) => `${action} failed: ${reason}`,
  unknownInvestigation: (id: number) => `Investigation ${id} does not exist`,
  /** Asked before Redo Merge All, and before the process menu's Merge All Authors (the same call). */
  redoAllConfirm:
    'You are about to redo the author disambiguation of every investigation: each one is clustered again from ' +
    "scratch, with the users' merges, undone merges and votes replayed. Are you sure?",
} as const;
