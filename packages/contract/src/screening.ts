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

/** How the next record is chosen: by the learned ranking (the Relevance sort), or at random among the unscreened. */
export const screeningOrders = ['ranked', 'random'] as const;
export type ScreeningOrder = (typeof screeningOrders)[number];

export const MAX_EXCLUSION_REASON_LENGTH = 200;

export const screeningText = {
  reasonOnlyWhenIrrelevant: 'An exclusion reason goes with an Irrelevant decision only',
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
  progress: screeningProgress,
});
export type ScreeningNext = z.infer<typeof screeningNext>;

export const screeningDecisionBody = z.object({
  documentId: z.number().int().positive(),
  decision: z.enum(screeningDecisions),
  /** One of the investigation's exclusion reasons, with an Irrelevant decision. */
  reason: z.string().trim().min(1).max(MAX_EXCLUSION_REASON_LENGTH).optional(),
});
export type ScreeningDecisionBody = z.infer<typeof screeningDecisionBody>;

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
    summary: "Records the caller's decision on a record (deciding again replaces it); answers their progress",
    params: topicParams,
    body: screeningDecisionBody,
    response: screeningProgress,
  }),
  undo: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/topic/:id/screening/undo',
    access: 'owner',
    summary: "Takes back the caller's newest decision: the record's vote is what it was before; answers the record",
    params: topicParams,
    response: z.object({ documentId: z.number().int(), progress: screeningProgress }),
  }),
} as const;
