// The process of the disambiguation: runs the engine's incremental update (CPU-bound, seconds on a large name block)
// at the lowest CPU priority, so it never takes a core from the server's requests, and sends the persons back.
import { type IncrementalInput, type IncrementalResult, updateClusters } from './index.js';

export interface DisambiguationRequest {
  readonly id: number;
  readonly input: Omit<IncrementalInput, 'model'>;
}

export type DisambiguationResponse =
  { readonly id: number; readonly result: IncrementalResult } | { readonly id: number; readonly error: string };

process.on('message', (request: DisambiguationRequest) => {
  let response: DisambiguationResponse;
  try {
    response = { id: request.id, result: updateClusters(request.input) };
  } catch (error) {
    response = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  process.send!(response);
});
// the server going away (or closing the channel) ends this process
process.on('disconnect', () => process.exit(0));
