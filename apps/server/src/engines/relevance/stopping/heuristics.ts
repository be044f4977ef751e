// The rules of thumb reviewers use, offered beside the statistical test for comparison. No guarantee of recall.

/** Irrelevant records since the last relevant one (all of them if none was relevant). `decisions`: 1 relevant, 0 not. */
export function irrelevantSinceLastRelevant(decisions: ArrayLike<number>): number {
  let run = 0;
  for (let i = decisions.length - 1; i >= 0 && !decisions[i]; i--) run++;
  return run;
}

/** "Stop after `run` irrelevant records in a row" (ASReview's heuristic). */
export function stopAfterIrrelevantInARow(decisions: ArrayLike<number>, run: number): boolean {
  if (!(run >= 1)) throw new RangeError('the run must be at least 1');
  return irrelevantSinceLastRelevant(decisions) >= run;
}

/** "Stop after screening this share of the records". */
export function stopAfterShareScreened(screened: number, total: number, share: number): boolean {
  if (!(share > 0 && share <= 1)) throw new RangeError('the share must be in (0, 1]');
  return screened >= Math.ceil(share * total - 1e-9);
}
