/** Two clustering runs compared, pure: which mentions ("<document_id>:<position>") changed person. */

export interface MovedMention {
  documentId: number;
  position: number;
  fromPersonId: number | null;
  toPersonId: number | null;
}

/**
 * The mentions whose person differs between the runs (a mention only one run has moved from or to nothing), in
 * document and position order, and how many kept theirs.
 */
export function diffAssignments(
  from: Readonly<Record<string, number>>,
  to: Readonly<Record<string, number>>,
): { moved: MovedMention[]; unchanged: number } {
  const moved: MovedMention[] = [];
  let unchanged = 0;
  for (const key of new Set([...Object.keys(from), ...Object.keys(to)])) {
    const [fromPersonId, toPersonId] = [from[key] ?? null, to[key] ?? null];
    if (fromPersonId === toPersonId) {
      unchanged++;
      continue;
    }
    const [documentId, position] = key.split(':').map(Number) as [number, number];
    moved.push({ documentId, position, fromPersonId, toPersonId });
  }
  moved.sort((a, b) => a.documentId - b.documentId || a.position - b.position);
  return { moved, unchanged };
}

/**
 * The runs to compare: those asked for, else the last two (a missing `from` is the run before `to`). Undefined for
 * a run asked for that is not among the investigation's; nulls when there are not two to compare.
 */
export function runsToCompare(
  runIds: readonly number[],
  asked: { fromRunId?: number; toRunId?: number },
): { fromRunId: number | null; toRunId: number | null } | undefined {
  const known = (id: number | undefined) => id === undefined || runIds.includes(id);
  if (!known(asked.fromRunId) || !known(asked.toRunId)) return undefined;
  const toRunId = asked.toRunId ?? runIds.at(-1) ?? null;
  const before = toRunId === null ? -1 : runIds.indexOf(toRunId) - 1;
  const fromRunId = asked.fromRunId ?? (before >= 0 ? runIds[before]! : null);
  if (fromRunId === null || toRunId === null) return { fromRunId: null, toRunId: null };
  return { fromRunId, toRunId };
}
