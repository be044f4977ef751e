import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';

/**
 * Screening as a team (issue 27, docs/decisions/013). While an investigation is blind (PATCH /api/investigations/{id}
 * {blind}), each reviewer's Screen-tab decisions are their own: they set no vote, and nobody else sees them, until
 * the owner lifts blinding, when every record the reviewers agree on gets that vote. Double screening: the share of
 * records (chosen by the owner) that two reviewers screen while blind; where they disagree there is a conflict, which
 * the owner or a third reviewer resolves with the record's vote.
 */
export const DEFAULT_DOUBLE_SCREENING_PERCENT = 100;

export const screeningTeamText = {
  notAConflict: 'This record is not in conflict',
  ownConflict: 'A conflict is resolved by the owner or by a reviewer who did not decide it',
} as const;

export const screeningSettings = z.object({
  /** Read only here: PATCH /api/investigations/{id} {blind} changes it. */
  blind: z.boolean(),
  doubleScreeningPercent: z.number().int().min(0).max(100),
});
export type ScreeningSettings = z.infer<typeof screeningSettings>;

const member = z.object({ userId: z.number().int(), nickname: z.string() });

/** Two reviewers' agreement on the records both decided (Relevant / Irrelevant): Cohen's kappa, null when undefined. */
export const reviewerAgreement = z.object({
  a: member,
  b: member,
  records: z.number().int(),
  agreed: z.number().int(),
  kappa: z.number().nullable(),
});

export const screeningConflict = z.object({
  documentId: z.number().int(),
  title: z.string(),
  decisions: z.array(member.extend({ decision: z.enum(['Relevant', 'Irrelevant']), reason: z.string().nullable() })),
});
export type ScreeningConflict = z.infer<typeof screeningConflict>;

export const screeningConflicts = z.object({
  /** Conflicts the caller may see and resolve (a reviewer: those they did not decide). */
  conflicts: z.array(screeningConflict),
  /** Cohen's kappa over every pair of reviewers' common records (each pair's records counted once), null without any. */
  kappa: z.number().nullable(),
  pairs: z.array(reviewerAgreement),
});
export type ScreeningConflicts = z.infer<typeof screeningConflicts>;

/** One reviewer's progress; while blind, the others' show only how many records they screened. */
export const reviewerProgress = member.extend({
  screened: z.number().int(),
  relevant: z.number().int().nullable(),
  irrelevant: z.number().int().nullable(),
  maybe: z.number().int().nullable(),
});
export const teamProgress = z.object({ blind: z.boolean(), reviewers: z.array(reviewerProgress) });
export type TeamProgress = z.infer<typeof teamProgress>;

const topicParams = z.object({ id: z.coerce.number().int().positive() });

export const screeningTeamApi = {
  settings: defineEndpoint({
    method: 'GET',
    path: '/api/investigations/topic/:id/screening/settings',
    access: 'owner',
    summary: 'Whether screening is blind, and the share of records two reviewers screen while it is',
    params: topicParams,
    response: screeningSettings,
  }),
  saveSettings: defineEndpoint({
    method: 'PUT',
    path: '/api/investigations/topic/:id/screening/settings',
    access: 'owner',
    summary: 'Sets the share of records two reviewers screen while blind (0–100 %); answers the settings',
    params: topicParams,
    body: screeningSettings.pick({ doubleScreeningPercent: true }),
    response: screeningSettings,
  }),
  team: defineEndpoint({
    method: 'GET',
    path: '/api/investigations/topic/:id/screening/team',
    access: 'owner',
    summary: "Each reviewer's progress (while blind, only the caller's own decisions are counted out)",
    params: topicParams,
    response: teamProgress,
  }),
  conflicts: defineEndpoint({
    method: 'GET',
    path: '/api/investigations/topic/:id/screening/conflicts',
    access: 'owner',
    summary: "Records two reviewers decided differently, and the reviewers' agreement (Cohen's kappa)",
    params: topicParams,
    response: screeningConflicts,
  }),
  resolve: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/topic/:id/screening/conflicts/:documentId/resolve',
    access: 'owner',
    action: 'screen',
    summary: "Resolves a conflict with the record's vote (the owner, or a reviewer who did not decide it)",
    params: topicParams.extend({ documentId: z.coerce.number().int().positive() }),
    body: z.object({ decision: z.enum(['Relevant', 'Irrelevant']) }),
    response: screeningConflicts,
  }),
} as const;
