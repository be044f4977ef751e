import {
  type Relevancy,
  type ScreeningDecision,
  type ScreeningDecisionBody,
  type ScreeningDraw,
  type ScreeningNext,
  type ScreeningOrder,
  type ScreeningProgress,
  type StoppingSignal,
  PRIORITY_THEN_RANDOM_AFTER,
  isTopicInvestigation,
  screeningText,
} from '@quarry/contract';
import type { Database } from '../../db/database.js';
import { type ScreeningDecision as StoppingDecision, stoppingSignal } from '../../engines/relevance/stopping/index.js';
import { badRequest, notFound } from '../../http/http-error.js';
import type { SessionUser } from '../../http/session-user.js';
import type { InvestigationFacts } from '../investigations/index.js';
import {
  type DecisionRow,
  criteriaOf,
  decisionsOf,
  reasonsOf,
  recordDecision,
  saveCriteria,
  saveReasons,
  takeBackNewest,
  voteOf,
} from './screening.repository.js';
import type { ScreeningDeps } from './screening-deps.js';
import { loadTeamView } from './screening-team.service.js';
import { isBlind } from './team.repository.js';

/** The vote a decision gives the record: Maybe takes a vote back, so the record waits undecided. */
const VOTE_OF: Record<ScreeningDecision, Relevancy> = {
  Relevant: 'Relevant',
  Irrelevant: 'Irrelevant',
  Maybe: 'Neutral',
};

function irrelevantSinceLastRelevant(decisions: readonly DecisionRow[]): number {
  let count = 0;
  for (let i = decisions.length - 1; i >= 0 && decisions[i]!.decision !== 'Relevant'; i--) {
    if (decisions[i]!.decision === 'Irrelevant') count++;
  }
  return count;
}

/** Relevant records found after each decision, in order. */
function relevantFoundByScreened(decisions: readonly StoppingDecision[]): number[] {
  let found = 0;
  return decisions.map((decision) => (found += decision.relevant ? 1 : 0));
}

/** The voted records as the caller sees them: the votes, with their own decisions made while blind (which set none). */
function withOwnBlindCalls(
  relevant: readonly number[],
  irrelevant: readonly number[],
  decisions: readonly DecisionRow[],
) {
  const own = new Map(
    decisions.filter((row) => row.blind && row.decision !== 'Maybe').map((row) => [row.document_id, row.decision]),
  );
  const ownOf = (decision: ScreeningDecision) => [...own].filter(([, call]) => call === decision).map(([id]) => id);
  return {
    relevant: [...relevant.filter((id) => !own.has(id)), ...ownOf('Relevant')],
    irrelevant: [...irrelevant.filter((id) => !own.has(id)), ...ownOf('Irrelevant')],
  };
}

/**
 * How the next record is drawn. 'ranked-then-random' draws by the ranking until PRIORITY_THEN_RANDOM_AFTER irrelevant
 * decisions in a row, then at random for as long as the caller goes on: a ranked draw in between would start the
 * random sample again (the stopping test reads the random decisions since the last ranked one).
 */
export function drawFor(order: ScreeningOrder, decisions: readonly DecisionRow[]): ScreeningDraw {
  if (order !== 'ranked-then-random') return order;
  const lastCounted = decisions.findLast((row) => row.decision !== 'Maybe');
  if (lastCounted?.drawn_at_random) return 'random';
  return irrelevantSinceLastRelevant(decisions) >= PRIORITY_THEN_RANDOM_AFTER ? 'random' : 'ranked';
}

/** Screening mode (docs/decisions/013): the caller's next record, their decisions, undo and progress. */
export function createScreening(db: Database, deps: ScreeningDeps) {
  const random = deps.random ?? Math.random;

  /**
   * Every record in the Relevance sort's order, the voted ones as the caller sees them (while blind: the votes, and
   * their own decisions, which set none), and the caller's decisions.
   */
  async function state(user: SessionUser, investigation: InvestigationFacts) {
    // Screening mode is a Topic investigation's (its path says topic; another family's id is not found there).
    if (!isTopicInvestigation(investigation.type)) throw notFound();
    const [ranked, voted, votedIrrelevant, decisions, blind] = await Promise.all([
      deps.orderedIds(investigation, { sortDocumentsBy: 'relevance' }),
      deps.orderedIds(investigation, { displayedResultsStatus: 'Relevant' }),
      deps.orderedIds(investigation, { displayedResultsStatus: 'Irrelevant' }),
      decisionsOf(db, investigation.id, user.id),
      isBlind(db, investigation.id),
    ]);
    const { relevant, irrelevant } = withOwnBlindCalls(voted, votedIrrelevant, decisions);
    const maybe = decisions.filter((row) => row.decision === 'Maybe').map((row) => row.document_id);
    const progress: ScreeningProgress = {
      total: ranked.length,
      screened: relevant.length + irrelevant.length + maybe.length,
      relevant: relevant.length,
      irrelevant: irrelevant.length,
      maybeDocumentIds: maybe.reverse(),
      irrelevantSinceLastRelevant: irrelevantSinceLastRelevant(decisions),
    };
    const decided = new Set([...relevant, ...irrelevant, ...decisions.map((row) => row.document_id)]);
    // While blind, a record others screened as often as it needs is not offered again (double screening).
    const settledByTeam = blind ? (await loadTeamView(db, investigation.id)).isSettled : () => false;
    const unscreened = ranked.filter((id) => !decided.has(id) && !settledByTeam(id));
    return { ranked, relevant, irrelevant, decisions, blind, unscreened, progress };
  }

  /**
   * The caller's decisions in the order made, for the stopping methods: votes given outside screening mode first (in
   * the list: picked, never drawn at random), then their Relevant and Irrelevant decisions (Maybe is none).
   */
  function stoppingDecisions(
    relevant: readonly number[],
    irrelevant: readonly number[],
    decisions: readonly DecisionRow[],
  ): StoppingDecision[] {
    const mine = new Set(decisions.map((row) => row.document_id));
    const elsewhere = (ids: readonly number[], isRelevant: boolean) =>
      ids.filter((id) => !mine.has(id)).map(() => ({ relevant: isRelevant, random: false }));
    return [
      ...elsewhere(relevant, true),
      ...elsewhere(irrelevant, false),
      ...decisions
        .filter((row) => row.decision !== 'Maybe')
        .map((row) => ({ relevant: row.decision === 'Relevant', random: row.drawn_at_random })),
    ];
  }

  const progressOf = async (user: SessionUser, investigation: InvestigationFacts) =>
    (await state(user, investigation)).progress;

  return {
    async next(user: SessionUser, investigation: InvestigationFacts, order: ScreeningOrder): Promise<ScreeningNext> {
      const { unscreened, decisions, progress } = await state(user, investigation);
      const drawnBy = drawFor(order, decisions);
      const id = drawnBy === 'random' ? unscreened[Math.floor(random() * unscreened.length)] : unscreened[0];
      const [document] = id === undefined ? [] : await deps.documents(user, investigation, [id]);
      return { document: document ?? null, drawnBy, progress };
    },

    async decide(user: SessionUser, investigation: InvestigationFacts, body: ScreeningDecisionBody) {
      if (!isTopicInvestigation(investigation.type)) throw notFound();
      if (body.reason !== undefined) {
        if (body.decision !== 'Irrelevant') throw badRequest(screeningText.reasonOnlyWhenIrrelevant);
        if (!(await reasonsOf(db, investigation.id)).includes(body.reason))
          throw badRequest(screeningText.unknownReason);
      }
      const previous = await voteOf(db, investigation.id, body.documentId);
      if (previous === undefined) throw notFound(screeningText.notInInvestigation);
      const { order, ...decision } = body;
      const blind = await isBlind(db, investigation.id);
      await recordDecision(
        db,
        { investigationId: investigation.id, userId: user.id, ...decision, drawnAtRandom: order === 'random', blind },
        previous,
      );
      // While blind the decision is the reviewer's alone: the record's vote waits for the team (reveal, resolve).
      if (!blind) await deps.vote(investigation, body.documentId, VOTE_OF[body.decision]);
      deps.changed?.(investigation.id);
      return progressOf(user, investigation);
    },

    async stopping(
      user: SessionUser,
      investigation: InvestigationFacts,
      target: { targetRecall: number; confidence: number },
    ): Promise<StoppingSignal> {
      const { ranked, relevant, irrelevant, decisions } = await state(user, investigation);
      const inOrder = stoppingDecisions(relevant, irrelevant, decisions);
      const signal = stoppingSignal({ total: ranked.length, decisions: inOrder, ...target });
      return { ...signal, methods: [...signal.methods], foundByScreened: relevantFoundByScreened(inOrder) };
    },

    async criteria(investigation: InvestigationFacts) {
      if (!isTopicInvestigation(investigation.type)) throw notFound();
      return { criteria: await criteriaOf(db, investigation.id) };
    },

    async saveCriteria(investigation: InvestigationFacts, criteria: string) {
      if (!isTopicInvestigation(investigation.type)) throw notFound();
      const text = criteria.trim();
      await saveCriteria(db, investigation.id, text);
      return { criteria: text };
    },

    async reasons(investigation: InvestigationFacts) {
      if (!isTopicInvestigation(investigation.type)) throw notFound();
      return { reasons: await reasonsOf(db, investigation.id) };
    },

    async saveReasons(investigation: InvestigationFacts, reasons: readonly string[]) {
      if (!isTopicInvestigation(investigation.type)) throw notFound();
      await saveReasons(db, investigation.id, reasons);
      return { reasons: [...reasons] };
    },

    async undo(user: SessionUser, investigation: InvestigationFacts) {
      if (!isTopicInvestigation(investigation.type)) throw notFound();
      const taken = await takeBackNewest(db, investigation.id, user.id);
      if (!taken) throw notFound(screeningText.nothingToUndo);
      if (!taken.blind) await deps.vote(investigation, taken.document_id, taken.previous_relevancy);
      deps.changed?.(investigation.id);
      return { documentId: taken.document_id, progress: await progressOf(user, investigation) };
    },
  };
}

export type ScreeningService = ReturnType<typeof createScreening>;
