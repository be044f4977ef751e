/** Marks each message of doc 2 §5 shown under a field, so that tests can list the messages the dialog shows. */
export const ISSUE = { 'data-testid': 'document-issue' } as const;
