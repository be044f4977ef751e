import type { ScreeningDecision, ScreeningOrder, StoppingSignal } from '@quarry/contract';

/** Texts of screening mode (issue 27; the spec has none). */
export const screeningText = {
  paneTitle: 'Screen one record at a time',
  orderLabel: 'Next record',
  orders: {
    ranked: 'By relevance',
    random: 'At random',
    'ranked-then-random': 'By relevance, then at random',
  } satisfies Record<ScreeningOrder, string>,
  /** Beside the record when 'By relevance, then at random' has turned to random draws. */
  drawnAtRandom: 'Drawn at random for the validation sample',
  decisions: { Relevant: 'Relevant', Irrelevant: 'Irrelevant', Maybe: 'Maybe' } satisfies Record<
    ScreeningDecision,
    string
  >,
  /** The key that makes each decision (also shown on its button). */
  keys: { Relevant: 'r', Irrelevant: 'i', Maybe: 'm' } satisfies Record<ScreeningDecision, string>,
  undo: 'Undo',
  undoKey: 'u',
  keyboardHint: 'Keys: R relevant · I irrelevant · 1–9 irrelevant with that reason · M maybe · U undo',
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

type MethodSignal = StoppingSignal['methods'][number];

/** Texts of the stopping signal (issue 27): the methods' names and citations come from the server. */
export const stoppingText = {
  title: 'When may I stop?',
  targetRecall: 'Target recall',
  confidence: 'Confidence',
  recommendation: {
    stop: 'you may stop',
    continue: 'keep screening',
    sample: 'screen a random sample',
  } satisfies Record<MethodSignal['recommendation'], string>,
  atLeast: (count: number) => `at least ${count} more records`,
  advice: (method: MethodSignal, signal: StoppingSignal): string => {
    const target = `${Math.round(signal.targetRecall * 100)} %`;
    const confidence = `${Math.round(signal.confidence * 100)} %`;
    if (method.recommendation === 'stop')
      return `You may stop: at least ${target} of the relevant records are found, with ${confidence} confidence.`;
    if (method.recommendation === 'sample')
      return `Screen a random sample (At random): ${method.sampleSize ?? 0} more records at least before you may stop.`;
    return `Keep screening: it is not yet shown that ${target} of the relevant records are found.`;
  },
  recall: (estimate: number, low: number, high: number, sample: number) =>
    `Recall so far: about ${estimate} % (${low}–${high} %), from ${sample} records drawn at random.`,
  method: (name: string, citation: string) => `Method: ${name}. ${citation}`,
} as const;

/** Texts of the inclusion criteria beside the record. */
export const criteriaText = {
  title: 'Inclusion criteria',
  none: 'No inclusion criteria are written yet.',
  edit: 'Edit criteria',
  save: 'Save criteria',
  cancel: 'Cancel',
} as const;

/** Texts of the exclusion reasons (issue 27). */
export const reasonsText = {
  title: 'Exclusion reasons',
  none: 'No exclusion reasons are written yet.',
  edit: 'Edit reasons',
  save: 'Save reasons',
  cancel: 'Cancel',
  onePerLine: (max: number) => `One reason per line, at most ${max}. The first nine have the keys 1 to 9.`,
  irrelevantBecause: 'Irrelevant because',
} as const;
