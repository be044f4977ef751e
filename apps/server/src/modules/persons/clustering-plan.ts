import type { Cluster, Decision, Mention } from '../../engines/disambiguation/index.js';
import { nameKey, parsePersonName } from '../../text/person-names.js';

/** An authorship as the clustering job reads it: the mention, its paper, and the person it is with now. */
export interface MentionRow {
  document_id: number;
  position: number;
  person_id: number;
  name: string;
  affiliations: Array<{ name?: string; rorId?: string | null }>;
  orcid: string | null;
  openalex_id: string | null;
  /** Placed by the engine already (false: placed provisionally by a harvest). */
  clustered: boolean;
  title: string;
  abstract: string | null;
  keywords: string[] | null;
  journal: string | null;
  year: number | null;
  /** The paper's other authors, as printed. */
  coauthors: string[] | null;
}

export const mentionIdOf = (row: Pick<MentionRow, 'document_id' | 'position'>): string =>
  `${row.document_id}:${row.position}`;

const orUndefined = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

/** The engine's view of an authorship. Names come in any order and form ("Smith, J.", "Smith JA", "WANG Wei"). */
export function toEngineMention(row: MentionRow): Mention {
  const { given, family } = parsePersonName(row.name);
  return {
    id: mentionIdOf(row),
    first: given.join(' '),
    last: family.join(' ') || row.name,
    position: row.position,
    orcid: orUndefined(row.orcid),
    openalexId: orUndefined(row.openalex_id),
    affiliations: row.affiliations.flatMap((affiliation) =>
      affiliation.name ? [{ name: affiliation.name, rorId: orUndefined(affiliation.rorId) }] : [],
    ),
    coauthors: orUndefined(row.coauthors),
    venue: orUndefined(row.journal),
    year: orUndefined(row.year),
    title: row.title,
    abstract: orUndefined(row.abstract),
    keywords: orUndefined(row.keywords),
  };
}

/** A merge of persons: standing (the user said they are one) or undone (the user took it back: they are not). */
export interface MergeRecord {
  keptId: number;
  /** The mentions the merged persons had. */
  mergedMentionIds: string[];
  undone: boolean;
  /** When it was made, or undone (ms): later decisions win. */
  at: number;
}

/** A Disambiguate vote of a Person investigation: Relevant (this is the person) or Irrelevant ("not this person"). */
export interface Vote {
  personId: number;
  relevancy: 'Relevant' | 'Irrelevant';
  at: number;
}

/**
 * The user's decisions as the engine replays them, oldest first: a standing merge links the merged mentions to the
 * kept person; an undone merge keeps them apart; every mention of an Irrelevant person is kept apart from each
 * Relevant person. Only mentions in `mentionsOf` (this run's) are named.
 */
export function clusteringDecisions(
  mentionsOf: ReadonlyMap<number, readonly string[]>,
  merges: readonly MergeRecord[],
  votes: readonly Vote[],
): Decision[] {
  const present = new Set([...mentionsOf.values()].flat());
  const timed: Array<{ at: number; decisions: Decision[] }> = [];
  for (const merge of merges) {
    const merged = merge.mergedMentionIds.filter((id) => present.has(id));
    const anchor = (mentionsOf.get(merge.keptId) ?? []).find((id) => !merge.mergedMentionIds.includes(id));
    if (merged.length === 0 || anchor === undefined) continue;
    const decisions: Decision[] = merge.undone
      ? [{ kind: 'cannot-link', a: anchor, b: merged[0]! }]
      : merged.map((id) => ({ kind: 'must-link', a: anchor, b: id }));
    timed.push({ at: merge.at, decisions });
  }
  const relevantAnchors = votes.flatMap((vote) =>
    vote.relevancy === 'Relevant' ? (mentionsOf.get(vote.personId) ?? []).slice(0, 1) : [],
  );
  for (const vote of votes) {
    if (vote.relevancy !== 'Irrelevant') continue;
    const mentions = mentionsOf.get(vote.personId) ?? [];
    timed.push({
      at: vote.at,
      decisions: mentions.flatMap((a) => relevantAnchors.map((b): Decision => ({ kind: 'cannot-link', a, b }))),
    });
  }
  return timed.sort((x, y) => x.at - y.at).flatMap((entry) => entry.decisions);
}

/** A person after clustering: an existing one continued (personId), or one to create. */
export interface SettledCluster {
  personId?: number;
  mentionIds: string[];
}

export interface SettledClusters {
  clusters: SettledCluster[];
  /** Persons no cluster continues, with the cluster that took most of their mentions (what refers to them follows). */
  emptied: Array<{ personId: number; intoCluster: number }>;
}

/**
 * Gives the engine's clusters their persons: those the engine continued keep their ids; a new cluster continues the
 * provisional person most of its mentions were placed with by the harvest, unless another cluster has it, so ids
 * stay put where the harvest guessed right. Every other person of the run is emptied.
 */
export function settleClusters(result: readonly Cluster[], rows: readonly MentionRow[]): SettledClusters {
  const personOf = new Map(rows.map((row) => [mentionIdOf(row), row.person_id]));
  const clusters: SettledCluster[] = result.map((cluster) => ({
    personId: cluster.id === undefined ? undefined : Number(cluster.id),
    mentionIds: cluster.mentionIds,
  }));
  const taken = new Set(clusters.flatMap((cluster) => (cluster.personId === undefined ? [] : [cluster.personId])));
  for (const cluster of clusters) {
    if (cluster.personId !== undefined) continue;
    const free = mostCommon(cluster.mentionIds.map((id) => personOf.get(id)!)).find((id) => !taken.has(id));
    if (free === undefined) continue;
    cluster.personId = free;
    taken.add(free);
  }
  const before = new Set(personOf.values());
  const emptied = [...before]
    .filter((personId) => !taken.has(personId))
    .map((personId) => ({ personId, intoCluster: clusterTakingMost(clusters, personOf, personId) }));
  return { clusters, emptied };
}

/** Distinct values, the most frequent first. */
function mostCommon<T>(values: readonly T[]): T[] {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]).map(([value]) => value);
}

function clusterTakingMost(
  clusters: readonly SettledCluster[],
  personOf: ReadonlyMap<string, number>,
  personId: number,
): number {
  let best = 0;
  let bestCount = -1;
  clusters.forEach((cluster, index) => {
    const count = cluster.mentionIds.filter((id) => personOf.get(id) === personId).length;
    if (count > bestCount) [best, bestCount] = [index, count];
  });
  return best;
}

/** What a new person is called and known by: its most printed name, every name printed, the first identifiers. */
export function newPersonOf(mentions: readonly MentionRow[]) {
  const name = mostCommon(mentions.map((row) => row.name))[0]!;
  return {
    name,
    nameKey: nameKey(name),
    variants: [...new Set(mentions.map((row) => row.name))],
    orcid: mentions.find((row) => row.orcid)?.orcid ?? null,
    openalexId: mentions.find((row) => row.openalex_id)?.openalex_id ?? null,
  };
}
