import type { Decision } from './mention.js';

/** The user's decisions made consistent: must-link groups, and cannot-link pairs between different groups. */
export interface ResolvedDecisions {
  /** The group of a mention id (itself when no must-link holds it). */
  groupOf(id: string): string;
  cannot: Array<[string, string]>;
  /** Every mention id a decision names. */
  ids: Set<string>;
}

/**
 * Replays decisions so that a later one wins over the earlier ones it contradicts: walking from the newest, a
 * must-link is kept unless a kept cannot-link separates its two groups, a cannot-link unless kept must-links
 * already join its two mentions. ("Merge A and B", then "A is not this person (B)": A and B stay apart.)
 */
export function resolveDecisions(decisions: readonly Decision[]): ResolvedDecisions {
  const parent = new Map<string, string>();
  const find = (id: string): string => {
    let root = id;
    while (parent.has(root) && parent.get(root) !== root) root = parent.get(root)!;
    let at = id;
    while (at !== root) {
      const next = parent.get(at) ?? root;
      parent.set(at, root);
      at = next;
    }
    return root;
  };
  const cannot: Array<[string, string]> = [];
  const separated = (x: string, y: string) =>
    cannot.some(([a, b]) => (find(a) === x && find(b) === y) || (find(a) === y && find(b) === x));
  const ids = new Set<string>();
  for (const decision of [...decisions].reverse()) {
    ids.add(decision.a);
    ids.add(decision.b);
    const a = find(decision.a);
    const b = find(decision.b);
    if (decision.kind === 'must-link') {
      if (a !== b && !separated(a, b)) parent.set(a, b);
    } else if (a !== b) {
      cannot.push([decision.a, decision.b]);
    }
  }
  return { groupOf: find, cannot, ids };
}
