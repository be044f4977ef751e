import { RankerPool } from '../../../engines/relevance/ranker-pool.js';
import type { SparseMatrix } from '../../../engines/relevance/tfidf.js';
import type { DenseVotes } from './learning.js';
import type { WorkspaceIndex } from '../index/workspace-index.js';

/** The learned-relevance side of the workspace: one worker thread trains, the features are built once per index. */
export function createWorkerRanking() {
  const pool = new RankerPool();
  const featuresOf = new WeakMap<WorkspaceIndex, SparseMatrix>();
  return {
    /** Probabilities of relevance for every document of the index, or null when a newer request replaced this one. */
    async rank(index: WorkspaceIndex, votes: DenseVotes): Promise<Float32Array | null> {
      const features = featuresOf.get(index);
      const result = await pool.rank({
        key: String(index.investigationId),
        ...(features ? { features } : { texts: index.text }),
        votes,
      });
      if (!result) return null;
      featuresOf.set(index, result.features);
      return result.scores;
    },
    close: () => pool.close(),
  };
}
