import {
  type ScreeningConflicts,
  type ScreeningSettings,
  screeningTeamText,
  type TeamProgress,
  isTopicInvestigation,
} from '@quarry/contract';
import type { Database } from '../../db/database.js';
import { badRequest, forbidden, notFound } from '../../http/http-error.js';
import type { SessionUser } from '../../http/session-user.js';
import { needsRole } from '../../policies/investigation.policy.js';
import type { InvestigationFacts } from '../investigations/index.js';
import type { ScreeningDeps } from './screening-deps.js';
import { agreementOf, recordStates, screenedTwice, settled } from './team-agreement.js';
import {
  doubleScreeningPercentOf,
  isBlind,
  resolutionsOf,
  saveDoubleScreeningPercent,
  saveResolution,
  teamDecisionsOf,
  unblindDecisions,
} from './team.repository.js';

/** Everything the team decided in an investigation, record by record, and the double-screening share. */
export async function loadTeamView(db: Database, investigationId: number) {
  const [decisions, resolutions, percent] = await Promise.all([
    teamDecisionsOf(db, investigationId),
    resolutionsOf(db, investigationId),
    doubleScreeningPercentOf(db, investigationId),
  ]);
  const states = recordStates(decisions, resolutions);
  /** The record needs no more screeners: as many decided it as it needs (two in the share), or it is in conflict. */
  const isSettled = (documentId: number) =>
    settled(states.get(documentId), screenedTwice(documentId, percent) ? 2 : 1, resolutions.has(documentId));
  return { decisions, resolutions, percent, states, isSettled };
}

const topicOnly = (investigation: InvestigationFacts) => {
  if (!isTopicInvestigation(investigation.type)) throw notFound();
};

/** Screening as a team (docs/decisions/013): blind settings, conflicts and their resolution, agreement, progress. */
export function createScreeningTeam(
  db: Database,
  deps: Pick<ScreeningDeps, 'documents' | 'vote' | 'changed' | 'screeners'>,
) {
  async function conflicts(user: SessionUser, investigation: InvestigationFacts): Promise<ScreeningConflicts> {
    topicOnly(investigation);
    const { states } = await loadTeamView(db, investigation.id);
    const member = needsRole(user, investigation);
    const open = [...states.values()].filter(
      (state) => state.conflict && !(member && state.counted.some((decision) => decision.user_id === user.id)),
    );
    const documents =
      open.length > 0
        ? await deps.documents(
            user,
            investigation,
            open.map((s) => s.documentId),
          )
        : [];
    const titles = new Map(documents.map((document) => [document.id, document.title]));
    return {
      conflicts: open.map((state) => ({
        documentId: state.documentId,
        title: titles.get(state.documentId) ?? '',
        decisions: state.counted.map((decision) => ({
          userId: decision.user_id,
          nickname: decision.nickname,
          decision: decision.decision as 'Relevant' | 'Irrelevant',
          reason: decision.reason,
        })),
      })),
      ...agreementOf(states.values()),
    };
  }

  return {
    async settings(investigation: InvestigationFacts): Promise<ScreeningSettings> {
      topicOnly(investigation);
      const [blind, doubleScreeningPercent] = await Promise.all([
        isBlind(db, investigation.id),
        doubleScreeningPercentOf(db, investigation.id),
      ]);
      return { blind, doubleScreeningPercent };
    },

    async saveSettings(investigation: InvestigationFacts, percent: number): Promise<ScreeningSettings> {
      topicOnly(investigation);
      await saveDoubleScreeningPercent(db, investigation.id, percent);
      return { blind: await isBlind(db, investigation.id), doubleScreeningPercent: percent };
    },

    /** Each reviewer's counts; while blind, a member sees only how many records the others screened. */
    async team(user: SessionUser, investigation: InvestigationFacts): Promise<TeamProgress> {
      topicOnly(investigation);
      const [blind, decisions, screeners] = await Promise.all([
        isBlind(db, investigation.id),
        teamDecisionsOf(db, investigation.id),
        deps.screeners?.(investigation.id) ?? [],
      ]);
      const hidden = (userId: number) => blind && needsRole(user, investigation) && userId !== user.id;
      const byUser = new Map<number, { nickname: string; counts: Record<string, number> }>(
        screeners.map((screener) => [screener.userId, { nickname: screener.nickname, counts: {} }]),
      );
      for (const decision of decisions) {
        const entry = byUser.get(decision.user_id) ?? { nickname: decision.nickname, counts: {} };
        entry.counts[decision.decision] = (entry.counts[decision.decision] ?? 0) + 1;
        byUser.set(decision.user_id, entry);
      }
      const reviewers = [...byUser].map(([userId, { nickname, counts }]) => {
        const count = (kind: string) => (hidden(userId) ? null : (counts[kind] ?? 0));
        const screened = Object.values(counts).reduce((sum, n) => sum + n, 0);
        return {
          userId,
          nickname,
          screened,
          relevant: count('Relevant'),
          irrelevant: count('Irrelevant'),
          maybe: count('Maybe'),
        };
      });
      return { blind, reviewers };
    },

    conflicts,

    async resolve(
      user: SessionUser,
      investigation: InvestigationFacts,
      documentId: number,
      decision: 'Relevant' | 'Irrelevant',
    ): Promise<ScreeningConflicts> {
      topicOnly(investigation);
      const state = (await loadTeamView(db, investigation.id)).states.get(documentId);
      if (!state?.conflict) throw badRequest(screeningTeamText.notAConflict);
      if (needsRole(user, investigation) && state.counted.some((counted) => counted.user_id === user.id))
        throw forbidden(screeningTeamText.ownConflict);
      await saveResolution(db, { investigationId: investigation.id, documentId, userId: user.id, decision });
      await deps.vote(investigation, documentId, decision);
      deps.changed?.(investigation.id);
      return conflicts(user, investigation);
    },

    /** Blinding lifted: every record the team agreed on gets that vote; conflicts wait for their resolution. */
    async reveal(investigation: InvestigationFacts): Promise<void> {
      const { states } = await loadTeamView(db, investigation.id);
      for (const state of states.values()) {
        if (state.agreed && state.counted.some((decision) => decision.blind))
          await deps.vote(investigation, state.documentId, state.agreed);
      }
      await unblindDecisions(db, investigation.id);
      deps.changed?.(investigation.id);
    },
  };
}

export type ScreeningTeam = ReturnType<typeof createScreeningTeam>;
