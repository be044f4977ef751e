import type { ScreeningDecision, ScreeningOrder } from '@quarry/contract';

/** Texts of screening mode (issue 27; the spec has none). */
export const screeningText = {
  paneTitle: 'Screen one record at a time',
  orderLabel: 'Next record',
  orders: { ranked: 'By relevance', random: 'At random' } satisfies Record<ScreeningOrder, string>,
  decisions: { Relevant: 'Relevant', Irrelevant: 'Irrelevant', Maybe: 'Maybe' } satisfies Record<
    ScreeningDecision,
    string
  >,
  /** The key that makes each decision (also shown on its button). */
  keys: { Relevant: 'r', Irrelevant: 'i', Maybe: 'm' } satisfies Record<ScreeningDecision, string>,
  undo: 'Undo',
  undoKey: 'u',
  keyboardHint: 'Keys: R relevant · I irrelevant · M maybe · U undo',
  loading: 'Loading the next record',
  allScreened: 'Every record is screened. Records kept as Maybe are listed below.',
  progress: (screened: number, total: number) => `${screened} of ${total} records screened`,
  relevantFound: (count: number) => `${count} relevant`,
  sinceLastRelevant: (count: number) => `${count} irrelevant since the last relevant`,
  maybeTitle: (count: number) => `Kept for later (${count})`,
  maybeEmpty: 'Records you mark Maybe wait here.',
  noAbstract: 'No abstract.',
  untitled: '(untitled)',
  screenAgain: (title: string) => `Screen again: ${title}`,
} as const;
