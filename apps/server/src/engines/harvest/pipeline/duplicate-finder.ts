import {
  CERTAIN,
  doisConflict,
  likelyEvidence,
  MATCH_THRESHOLD,
  type MatchReason,
  worksConflict,
} from './work-match.js';
import type { WorkSignature } from './work-signature.js';

/** Characters of the compact title that make a blocking key (its start, and its end). */
const KEY_CHARS = 20;
/** A newcomer is compared with at most this many candidates (a huge block of "Editorial"s stays cheap). */
const MAX_CANDIDATES = 500;
/** The best candidate must beat the next one by this many points, or the newcomer is left alone (two papers alike). */
const MARGIN = 2;

export interface FoundDuplicate<Id> {
  id: Id;
  reason: MatchReason;
  score: number;
}

/** The works an unsure newcomer fits about as well as the best one (with it): offered to the user, not merged. */
const MAX_SUSPECTS = 3;

export interface Matched<Id> {
  /** The work the newcomer is a duplicate of. */
  duplicate?: FoundDuplicate<Id>;
  /** When two or more works fit about as well: the newcomer is its own work, and these are suspected of being it. */
  suspects: Id[];
}

/**
 * A blocking key as a 32-bit hash (FNV-1a) of its kind and text: a harvest holds keys for every work of the
 * investigation, and numbers cost far less than strings. Two keys that collide only bring one more candidate, which
 * the comparison then refuses.
 */
function keyHash(kind: string, text: string): number {
  let hash = 0x811c9dc5;
  const key = kind + text;
  for (let index = 0; index < key.length; index++) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

function blockingKeys(signature: WorkSignature): number[] {
  const keys = [keyHash('t', signature.compact.slice(0, KEY_CHARS)), keyHash('e', signature.compact.slice(-KEY_CHARS))];
  if (signature.doi) keys.push(keyHash('d', signature.doi));
  for (const doi of signature.relatedDois) keys.push(keyHash('d', doi));
  return keys;
}

/**
 * The works of an investigation as the near-duplicate check sees them: each a cluster of the records merged into
 * it, found by blocking keys (the first and last characters of the compact title, every DOI), so a newcomer is
 * compared with a handful of works, not all of them. `find` answers the one work a newcomer is a duplicate of: a
 * certain match (same DOI, a stated version), or the best similar one when it clearly beats the next — when two
 * works fit about as well, the newcomer is its own work, since a wrong merge hides a paper. A work takes a newcomer
 * only when none of its records tells the two apart (worksConflict): fitting one record is not enough, so records
 * are never chained A~B~C into one work when A and C are two, whichever of them came first.
 */
export class DuplicateFinder<Id> {
  // One signature, or the list of a work's merged records: most works are one record, and a harvest holds them all.
  private readonly members = new Map<Id, WorkSignature | WorkSignature[]>();
  private readonly postings = new Map<number, Id | Id[]>();
  /** While a batch is being stored: how to undo what it added, should its transaction fail. */
  private journal: Array<() => void> | undefined;

  get size(): number {
    return this.members.size;
  }

  /** A new work. */
  add(id: Id, signature: WorkSignature): void {
    this.members.set(id, [signature]);
    this.index(id, signature);
    this.journal?.push(() => this.members.delete(id));
  }

  /** A record merged into work `id`: later newcomers are compared with it too. */
  absorb(id: Id, signature: WorkSignature): void {
    const before = this.members.get(id);
    if (!before) return this.add(id, signature);
    this.members.set(id, Array.isArray(before) ? [...before, signature] : [before, signature]);
    this.index(id, signature);
    this.journal?.push(() => this.members.set(id, before));
  }

  /** Starts recording changes that `rollback` undoes (a batch whose transaction may fail); `commit` keeps them. */
  begin(): void {
    this.journal = [];
  }

  commit(): void {
    this.journal = undefined;
  }

  rollback(): void {
    for (const undo of (this.journal ?? []).reverse()) undo();
    this.journal = undefined;
  }

  /** A work gone (a split record moves out by being removed from its cluster and added anew). */
  remove(id: Id): void {
    this.members.delete(id);
  }

  find(signature: WorkSignature): FoundDuplicate<Id> | undefined {
    return this.match(signature).duplicate;
  }

  /** The work a newcomer is a duplicate of, or, when it fits several about as well, those works (see Matched). */
  match(signature: WorkSignature): Matched<Id> {
    const scored: Array<FoundDuplicate<Id>> = [];
    for (const id of this.candidates(signature)) {
      const stored = this.members.get(id);
      const members = stored === undefined ? [] : Array.isArray(stored) ? stored : [stored];
      if (members.some((member) => doisConflict(signature, member))) continue;
      let best: FoundDuplicate<Id> | undefined;
      for (const member of members) {
        const match = likelyEvidence(signature, member);
        if (match && (!best || match.score > best.score)) best = { id, ...match };
      }
      // most candidates share only the start or the end of a title: what tells works apart is read for the few that fit
      if (best && !members.some((member) => worksConflict(signature, member))) scored.push(best);
    }
    scored.sort((a, b) => b.score - a.score);
    const [best, next] = scored;
    if (!best) return { suspects: [] };
    // evidence short of a match: the user decides
    if (best.score < MATCH_THRESHOLD) return { suspects: scored.slice(0, MAX_SUSPECTS).map((found) => found.id) };
    if (best.score >= CERTAIN || !next || best.score - next.score >= MARGIN) return { duplicate: best, suspects: [] };
    const close = scored.filter((found) => best.score - found.score < MARGIN).slice(0, MAX_SUSPECTS);
    return { suspects: close.map((found) => found.id) };
  }

  private candidates(signature: WorkSignature): Set<Id> {
    const found = new Set<Id>();
    for (const key of blockingKeys(signature)) {
      const ids = this.postings.get(key);
      if (ids === undefined) continue;
      for (const id of Array.isArray(ids) ? ids : [ids]) {
        found.add(id);
        if (found.size >= MAX_CANDIDATES) return found;
      }
    }
    return found;
  }

  private index(id: Id, signature: WorkSignature): void {
    for (const key of blockingKeys(signature)) {
      const ids = this.postings.get(key);
      if (ids === undefined) this.postings.set(key, id);
      else if (!Array.isArray(ids)) {
        if (ids !== id) this.postings.set(key, [ids, id]);
      } else if (ids.at(-1) !== id) ids.push(id);
    }
  }
}
