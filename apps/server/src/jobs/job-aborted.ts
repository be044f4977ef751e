/** Why a running job's handler was told to stop (its `context.signal` was aborted with a JobAborted of this kind). */
export type AbortKind = 'cancelled' | 'lease lost';

/**
 * The abort reason a job handler receives: the job was cancelled (it stays cancelled), or this worker lost its lease
 * (another worker took the job over). Either way nothing the handler writes to the job counts any more.
 */
export class JobAborted extends Error {
  constructor(readonly kind: AbortKind) {
    super(kind === 'cancelled' ? 'the job was cancelled' : 'this worker lost the lease of the job');
    this.name = 'JobAborted';
  }
}

/** Seconds before retry n (1-based) of a failed job: base × 4^(n-1). */
export const retryDelaySeconds = (baseSeconds: number, attempt: number): number => baseSeconds * 4 ** (attempt - 1);
