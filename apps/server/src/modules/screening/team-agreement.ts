import type { ScreeningDecision } from '@quarry/contract';
import type { TeamDecision } from './team.repository.js';

type Counted = 'Relevant' | 'Irrelevant';

/**
 * Whether a record is one of the double-screening share: a fixed hash of its id, so the same records stay in the
 * share whoever asks and whenever (Knuth's multiplicative hash spreads consecutive ids evenly over 0–99).
 */
export function screenedTwice(documentId: number, percent: number): boolean {
  return (Math.imul(documentId, 2654435761) >>> 0) % 100 < percent;
}

/** What the team's decisions on one record come to. */
export interface RecordState {
  documentId: number;
  /** The Relevant / Irrelevant decisions, one per reviewer (Maybe counts as none). */
  counted: TeamDecision[];
  /** Two reviewers disagree and nobody resolved it yet. */
  conflict: boolean;
  /** The record's decision the team came to: the resolution, or what every counted decision says; null otherwise. */
  agreed: Counted | null;
}

export function recordStates(
  decisions: readonly TeamDecision[],
  resolutions: ReadonlyMap<number, ScreeningDecision>,
): Map<number, RecordState> {
  const states = new Map<number, RecordState>();
  for (const decision of decisions) {
    if (decision.decision === 'Maybe') continue;
    let state = states.get(decision.document_id);
    if (!state) {
      state = { documentId: decision.document_id, counted: [], conflict: false, agreed: null };
      states.set(decision.document_id, state);
    }
    state.counted.push(decision);
  }
  for (const [documentId, resolved] of resolutions) {
    const state = states.get(documentId) ?? { documentId, counted: [], conflict: false, agreed: null };
    states.set(documentId, state);
    state.agreed = resolved as Counted;
  }
  for (const state of states.values()) {
    if (resolutions.has(state.documentId)) continue;
    const kinds = new Set(state.counted.map((decision) => decision.decision));
    state.conflict = kinds.size > 1;
    state.agreed = kinds.size === 1 ? ([...kinds][0] as Counted) : null;
  }
  return states;
}

/** Whether a record needs no more screeners: resolved, in conflict, or decided by as many reviewers as it needs. */
export function settled(state: RecordState | undefined, needed: number, resolved: boolean): boolean {
  if (!state) return false;
  return resolved || state.conflict || state.counted.length >= needed;
}

/**
 * Cohen's kappa of two raters' Relevant / Irrelevant calls on the same records (Cohen 1960): the agreement beyond
 * what their own rates would give by chance. Null when chance agreement is certain (both always gave one call).
 */
export function cohenKappa(pairs: ReadonlyArray<readonly [Counted, Counted]>): number | null {
  if (pairs.length === 0) return null;
  const n = pairs.length;
  const agreed = pairs.filter(([a, b]) => a === b).length / n;
  const relevantA = pairs.filter(([a]) => a === 'Relevant').length / n;
  const relevantB = pairs.filter(([, b]) => b === 'Relevant').length / n;
  const chance = relevantA * relevantB + (1 - relevantA) * (1 - relevantB);
  return chance >= 1 ? null : (agreed - chance) / (1 - chance);
}

interface Member {
  userId: number;
  nickname: string;
}

export interface PairAgreement {
  a: Member;
  b: Member;
  records: number;
  agreed: number;
  kappa: number | null;
}

/** Each pair of reviewers' agreement on the records both decided, and the kappa of all those pairs together. */
export function agreementOf(states: Iterable<RecordState>): { kappa: number | null; pairs: PairAgreement[] } {
  const byPair = new Map<string, { a: Member; b: Member; calls: Array<[Counted, Counted]> }>();
  const all: Array<[Counted, Counted]> = [];
  for (const state of states) {
    const counted = [...state.counted].sort((x, y) => x.user_id - y.user_id);
    for (let i = 0; i < counted.length; i++) {
      for (let j = i + 1; j < counted.length; j++) {
        const [x, y] = [counted[i]!, counted[j]!];
        const key = `${x.user_id}:${y.user_id}`;
        const pair = byPair.get(key) ?? {
          a: { userId: x.user_id, nickname: x.nickname },
          b: { userId: y.user_id, nickname: y.nickname },
          calls: [],
        };
        byPair.set(key, pair);
        const call: [Counted, Counted] = [x.decision as Counted, y.decision as Counted];
        pair.calls.push(call);
        all.push(call);
      }
    }
  }
  const pairs = [...byPair.values()].map(({ a, b, calls }) => ({
    a,
    b,
    records: calls.length,
    agreed: calls.filter(([p, q]) => p === q).length,
    kappa: cohenKappa(calls),
  }));
  return { kappa: cohenKappa(all), pairs };
}
