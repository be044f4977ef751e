// The worker thread of the ranker pool: builds TF-IDF features when given texts, trains on the votes and sends the
// scores back. Typed arrays move by transfer (or are shared), never by copy.
import { parentPort } from 'node:worker_threads';
import { type SparseMatrix, type TfidfOptions, buildTfidf, transferableBuffers } from './tfidf.js';
import { type RankerOptions, type Vote, trainRanker } from './train.js';

export interface RankRequestMessage {
  readonly id: number;
  /** Either features, or texts to build them from (in shared memory, so they can be handed back for reuse). */
  readonly features?: SparseMatrix;
  readonly texts?: readonly string[];
  readonly tfidf?: TfidfOptions;
  /** The votes: document rows and their labels (1 Relevant, 0 Irrelevant). */
  readonly rows: Int32Array;
  readonly labels: Uint8Array;
  readonly options?: RankerOptions;
}

export type RankResponseMessage =
  | { readonly id: number; readonly scores: Float32Array; readonly features: SparseMatrix }
  | { readonly id: number; readonly error: string };

function handle(request: RankRequestMessage): { response: RankResponseMessage; transfer: ArrayBuffer[] } {
  const features = request.features ?? buildTfidf(request.texts ?? [], { ...request.tfidf, shared: true });
  const votes = new Map<number, Vote>();
  request.rows.forEach((row, i) => votes.set(row, request.labels[i] === 1 ? 1 : 0));
  const scores = trainRanker(features, votes, request.options);
  return {
    response: { id: request.id, scores, features },
    transfer: [scores.buffer as ArrayBuffer, ...transferableBuffers(features)],
  };
}

parentPort?.on('message', (request: RankRequestMessage) => {
  try {
    const { response, transfer } = handle(request);
    parentPort!.postMessage(response, transfer);
  } catch (error) {
    parentPort!.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) });
  }
});
