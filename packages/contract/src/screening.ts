import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { workspaceDocument } from './workspace.js';

/**
 * Screening mode (issue 27, docs/decisions/013): one record at a time, decided by the caller. Relevant and
 * Irrelevant are also the document's vote (what the list, the model, alerts and exports read); Maybe keeps the record
 * for later and leaves its vote as it is.
 */
export const screeningDecisions = ['Relevant', 'Irrelevant', 'Maybe'] as const;
export type ScreeningDecision = (typeof screeningDecisions)[number];

/** How one record was drawn: by the learned ranking (the Relevance sort), or at random among the unscreened. */
export const screeningDraws = ['ranked', 'random'] as const;
export type ScreeningDraw = (typeof screeningDraws)[number];

/**
 * How the next record is chosen: a draw, or 'ranked-then-random' for a validation sample: by the ranking until
 * PRIORITY_THEN_RANDOM_AFTER irrelevant decisions in a row, then at random from there on (the random-sample
 * stopping test reads the decisions drawn at random since the last ranked one).
 */
export const screeningOrders = [...screeningDraws, 'ranked-then-random'] as const;
export type ScreeningOrder = (typeof screeningOrders)[number];

/** Irrelevant decisions in a row after which 'ranked-then-random' turns to random draws (the usual heuristic's 50). */
export const PRIORITY_THEN_RANDOM_AFTER = 50;

export const MAX_EXCLUSION_REASON_LENGTH = 200;
export const MAX_INCLUSION_CRITERIA_LENGTH = 10_000;
/** An investigation's exclusion reasons at most: the Screen tab's keys 1–9 pick the first nine. */
export const MAX_EXCLUSION_REASONS = 20;

export const screeningText = {
  reasonOnlyWhenIrrelevant: 'An exclusion reason goes with an Irrelevant decision only',
  unknownReason: "Choose one of the investigation's exclusion reasons",
  reasonsRepeated: 'Each exclusion reason once',
  tooManyReasons: `At most ${MAX_EXCLUSION_REASONS} exclusion reasons`,
  notInInvestigation: 'This record is not in the investigation',
  nothingToUndo: 'Nothing to undo',
} as const;

/** The caller's screening so far. */
export const screeningProgress = z.object({
  /** Records of the investigation. */
  total: z.number().int(),
  /** Records the caller decided (Maybe included). */
  screened: z.number().int(),
  relevant: z.number().int(),
  irrelevant: z.number().int(),
  /** The records the caller kept for later, newest first. */
  maybeDocumentIds: z.array(z.number().int()),
  /** Irrelevant decisions since the caller's last Relevant one (all of them when there is none). */
  irrelevantSinceLastRelevant: z.number().int(),
});
export type ScreeningProgress = z.infer<typeof screeningProgress>;

export const screeningNext = z.object({
  /** The next record to screen; null once every record is decided. */
  document: workspaceDocument.nullable(),
  /** How the record was drawn: what the decision on it sends back as `order`. */
  drawnBy: z.enum(screeningDraws),
  progress: screeningProgress,
});
export type ScreeningNext = z.infer<typeof screeningNext>;

export const screeningDecisionBody = z.object({
  documentId: z.number().int().positive(),
  decision: z.enum(screeningDecisions),
  /** One of the investigation's exclusion reasons, with an Irrelevant decision. */
  reason: z.string().trim().min(1).max(MAX_EXCLUSION_REASON_LENGTH).optional(),
  /** The order that offered the record: 'random' makes the decision part of the random sample the stopping test reads. */
  order: z.enum(screeningDraws).optional(),
});
export type ScreeningDecisionBody = z.infer<typeof screeningDecisionBody>;

const interval = z.object({ estimate: z.number(), low: z.number(), high: z.number() });

/** One stopping method's word on the caller's screening (engines/relevance/stopping names and cites each). */
export const stoppingMethodSignal = z.object({
  id: z.string(),
  name: z.string(),
  /** Empty for the heuristics: they have no published guarantee. */
  citation: z.string(),
  recommended: z.boolean(),
  recommendation: z.enum(['stop', 'continue', 'sample']),
  /** With 'sample': random records still to screen, at least, before the test can say stop. */
  sampleSize: z.number().int().optional(),
  pValue: z.number().optional(),
});

/** When may the caller stop screening: the estimate of recall so far and each method's recommendation. */
export const stoppingSignal = z.object({
  total: z.number().int(),
  screened: z.number().int(),
  relevantFound: z.number().int(),
  irrelevantSinceLastRelevant: z.number().int(),
  targetRecall: z.number(),
  confidence: z.number(),
  /** The random sample: the decisions on records drawn at random, since the last one picked by the ranking. */
  sample: z.object({ size: z.number().int(), relevant: z.number().int() }),
  /** Recall so far from the random sample, with its interval; null until the sample holds a record. */
  recall: interval.extend({ remainingRelevant: interval }).nullable(),
  methods: z.array(stoppingMethodSignal),
  /** Relevant found after each decision, in the order made (votes given in the list first): the progress chart's line. */
  foundByScreened: z.array(z.number().int()),
});
export type StoppingSignal = z.infer<typeof stoppingSignal>;

export const DEFAULT_TARGET_RECALL = 0.95;
export const DEFAULT_STOPPING_CONFIDENCE = 0.95;

/** The inclusion criteria, as the owner wrote them (plain text, lines kept). */
export const screeningCriteria = z.object({ criteria: z.string().max(MAX_INCLUSION_CRITERIA_LENGTH) });

/** The investigation's exclusion reasons, in the owner's order: an Irrelevant decision may carry one of them. */
export const exclusionReasons = z.object({
  reasons: z
    .array(z.string().trim().min(1).max(MAX_EXCLUSION_REASON_LENGTH))
    .max(MAX_EXCLUSION_REASONS, screeningText.tooManyReasons)
    .refine((reasons) => new Set(reasons.map((reason) => reason.toLowerCase())).size === reasons.length, {
      message: screeningText.reasonsRepeated,
    }),
});
export type ExclusionReasons = z.infer<typeof exclusionReasons>;

const topicParams = z.object({ id: z.coerce.number().int().positive() });

export const screeningApi = {
  next: defineEndpoint({
    method: 'GET',
    path: '/api/investigations/topic/:id/screening/next',
    access: 'owner',
    summary: "The caller's next record to screen (ranked or random) and their progress",
    params: topicParams,
    query: z.object({ order: z.enum(screeningOrders).default('ranked') }),
    response: screeningNext,
  }),
  decide: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/topic/:id/screening/decisions',
    access: 'owner',
    action: 'screen',
    summary: "Records the caller's decision on a record (deciding again replaces it); answers their progress",
    params: topicParams,
    body: screeningDecisionBody,
    response: screeningProgress,
  }),
  stopping: defineEndpoint({
    method: 'GET',
    path: '/api/investigations/topic/:id/screening/stopping',
    access: 'owner',
    summary: "When may the caller stop: recall so far and each stopping method's recommendation at a target recall",
    params: topicParams,
    query: z.object({
      targetRecall: z.coerce.number().min(0.5).max(0.999).default(DEFAULT_TARGET_RECALL),
      confidence: z.coerce.number().min(0.5).max(0.999).default(DEFAULT_STOPPING_CONFIDENCE),
    }),
    response: stoppingSignal,
  }),
  criteria: defineEndpoint({
    method: 'GET',
    path: '/api/investigations/topic/:id/screening/criteria',
    access: 'owner',
    summary: "The investigation's inclusion criteria, shown beside the record ('' while none are written)",
    params: topicParams,
    response: screeningCriteria,
  }),
  saveCriteria: defineEndpoint({
    method: 'PUT',
    path: '/api/investigations/topic/:id/screening/criteria',
    access: 'owner',
    summary: "Writes the investigation's inclusion criteria (an empty text clears them); answers them",
    params: topicParams,
    body: screeningCriteria,
    response: screeningCriteria,
  }),
  reasons: defineEndpoint({
    method: 'GET',
    path: '/api/investigations/topic/:id/screening/reasons',
    access: 'owner',
    summary: "The investigation's exclusion reasons, in order (none while the owner has written none)",
    params: topicParams,
    response: exclusionReasons,
  }),
  saveReasons: defineEndpoint({
    method: 'PUT',
    path: '/api/investigations/topic/:id/screening/reasons',
    access: 'owner',
    summary:
      "Writes the investigation's exclusion reasons (decisions made keep the reason they were given); answers them",
    params: topicParams,
    body: exclusionReasons,
    response: exclusionReasons,
  }),
  undo: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/topic/:id/screening/undo',
    access: 'owner',
    action: 'screen',
    summary: "Takes back the caller's newest decision: the record's vote is what it was before; answers the record",
    params: topicParams,
    response: z.object({ documentId: z.number().int(), progress: screeningProgress }),
  }),
} as const;
