import { RELEVANCY_CODE, setLearned, type WorkspaceIndex } from '../index/workspace-index.js';
import { documentFilterSpec, type DocumentFilterSpec } from '@quarry/contract';
import { changedEnough, unseenTop } from './learned-order.js';
import { matchingIds } from '../queries/workspace-query.js';
import type { WorkspaceIndexes } from '../index/workspace-indexes.js';

/** Votes by dense document: 1 Relevant, 0 Irrelevant. */
export type DenseVotes = ReadonlyMap<number, 0 | 1>;
/**
 * Trains on the votes and answers every document's probability of relevance (off the event loop: see relevance/),
 * or null when a newer request for the same investigation replaced this one.
 */
export type Rank = (index: WorkspaceIndex, votes: DenseVotes) => Promise<Float32Array | null>;

export interface LearningOptions {
  indexes: WorkspaceIndexes;
  rank: Rank;
  /** A training re-ranked the documents: the open lists ask whether their order changed enough (orderChangedFrom). */
  retrained: (investigationId: number) => void;
  /** Retrain at once after this many votes… */
  votesPerRetrain?: number;
  /** …or when votes stop coming for this long. */
  quietMs?: number;
  /** A training of one investigation starts at least this long after its previous one started (see TRAINING_GAP_MS). */
  trainingGapMs?: number;
  onError?: (error: unknown) => void;
}

/**
 * The least time between the starts of two trainings of one investigation. Votes that come meanwhile wait for the
 * next training, which takes them all: a team voting without pause would otherwise keep one core training back to
 * back (bench:load: 12 % of the requests a 2-core machine answers), for rankings nobody can look at that fast.
 */
export const TRAINING_GAP_MS = 2_000;

function votesOf(index: WorkspaceIndex): Map<number, 0 | 1> {
  const votes = new Map<number, 0 | 1>();
  index.relevancy.forEach((code, d) => {
    if (code === RELEVANCY_CODE.Relevant) votes.set(d, 1);
    else if (code === RELEVANCY_CODE.Irrelevant) votes.set(d, 0);
  });
  return votes;
}

const canLearn = (votes: DenseVotes) => {
  const values = [...votes.values()];
  return values.includes(1) && values.includes(0);
};

/**
 * Learning from votes (ARCHITECTURE.md, docs/relevance.md): after a few votes, or when they pause, a model is
 * trained on every Relevant and Irrelevant vote and re-ranks the documents; one training at a time per
 * investigation, a burst of votes meanwhile gives one more. After each, every open list compares the order it shows
 * with the learned one (learned-order.ts): when its first screen changed enough, its refresh button lights up.
 */
export function createLearning({
  indexes,
  rank,
  retrained,
  votesPerRetrain = 3,
  quietMs = 1500,
  trainingGapMs = TRAINING_GAP_MS,
  onError = () => undefined,
}: LearningOptions) {
  const pending = new Map<
    number,
    { votes: number; timer?: NodeJS.Timeout; running?: Promise<void>; again?: boolean; startedAt?: number }
  >();
  const stateOf = (id: number) => {
    let state = pending.get(id);
    if (!state) pending.set(id, (state = { votes: 0 }));
    return state;
  };

  async function train(investigationId: number): Promise<void> {
    const index = await indexes.get(investigationId);
    const votes = votesOf(index);
    if (!canLearn(votes)) {
      if (index.learned) setLearned(index, undefined);
      return;
    }
    const learned = await rank(index, votes);
    if (!learned) return;
    // A rebuild meanwhile replaced the index: the next round trains on the new one.
    if ((await indexes.get(investigationId)) !== index) throw new IndexReplaced();
    setLearned(index, learned);
    retrained(investigationId);
  }

  function retrain(investigationId: number): Promise<void> {
    const state = stateOf(investigationId);
    clearTimeout(state.timer);
    state.votes = 0;
    if (state.running) {
      state.again = true;
      return state.running;
    }
    state.running = (async () => {
      do {
        const gap = (state.startedAt ?? -Infinity) + trainingGapMs - Date.now();
        if (gap > 0) await new Promise((resolve) => setTimeout(resolve, gap).unref());
        state.again = false;
        state.startedAt = Date.now();
        try {
          await train(investigationId);
        } catch (error) {
          if (error instanceof IndexReplaced) state.again = true;
          else onError(error);
        }
      } while (state.again);
    })().finally(() => (state.running = undefined));
    return state.running;
  }

  /** The index when it is loaded (a list that was loaded has it), without loading it. */
  const loaded = async (investigationId: number) => {
    const loading = indexes.peek(investigationId);
    return loading && (await loading);
  };

  return {
    /** A vote changed: retrain now after a few, or once they pause. */
    voted(investigationId: number): void {
      const state = stateOf(investigationId);
      state.votes++;
      clearTimeout(state.timer);
      if (state.votes >= votesPerRetrain) void retrain(investigationId);
      else state.timer = setTimeout(() => void retrain(investigationId), quietMs).unref();
    },
    /** A (re)built index has no model yet: learn again from the votes it holds. */
    indexBuilt(index: WorkspaceIndex): void {
      if (canLearn(votesOf(index))) void retrain(index.investigationId);
    },
    retrain,
    /** The first unseen documents of the list a filter spec answers now (database ids): what a list loaded now shows first. */
    async shownOrder(investigationId: number, spec: DocumentFilterSpec): Promise<number[]> {
      const index = await loaded(investigationId);
      return index ? unseenTop(index, matchingIds(index, documentFilterSpec.parse(spec))) : [];
    },
    /** Whether the list of `spec` answered now moved enough from `shown` (its shownOrder when it loaded) to refresh it. */
    async orderChangedFrom(
      investigationId: number,
      spec: DocumentFilterSpec,
      shown: readonly number[],
    ): Promise<boolean> {
      const index = await loaded(investigationId);
      return index ? changedEnough(index, shown, matchingIds(index, documentFilterSpec.parse(spec))) : false;
    },
    /**
     * Percentage of the new documents (after `sinceDocumentId`, not voted) the model expects relevant: the mean of
     * their calibrated probabilities (0 without a model).
     */
    async relevancyScore(investigationId: number, sinceDocumentId: number): Promise<number> {
      const loading = indexes.peek(investigationId);
      const index = loading && (await loading);
      const learned = index?.learned;
      if (!index || !learned) return 0;
      let fresh = 0;
      let expected = 0;
      index.ids.forEach((id, d) => {
        if (id <= sinceDocumentId || index.relevancy[d] !== RELEVANCY_CODE.Neutral) return;
        fresh++;
        expected += learned[d]!;
      });
      return fresh === 0 ? 0 : Math.round((100 * expected) / fresh);
    },
    close(): void {
      for (const state of pending.values()) clearTimeout(state.timer);
    },
  };
}

class IndexReplaced extends Error {}
