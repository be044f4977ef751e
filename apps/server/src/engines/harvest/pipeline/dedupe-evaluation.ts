import { seededRandom } from '../../relevance/random.js';
import { DuplicateFinder } from './duplicate-finder.js';
import { signatureOf, type WorkFields } from './work-signature.js';

/**
 * Measures the near-duplicate check on S2AND's labelled paper duplicates (../shared/data/disambiguation/
 * s2and_paper_dedup: papers.json, and clusters.json whose clusters are labelled pairs of one paper's records).
 * The records go through a DuplicateFinder one by one, as a harvest's would; the clusters it forms are compared
 * pair by pair with the labelled ones (pairs joined through a shared record are one paper too).
 */

interface S2andPaper {
  paper_id: number | string;
  title: string;
  doi?: string | null;
  year?: number | null;
  venue?: string | null;
  authors?: Array<{ first?: string | null; middle?: string[] | null; last?: string | null }>;
}

export interface DedupeFigures {
  records: number;
  truePairs: number;
  foundPairs: number;
  precision: number;
  recall: number;
  /** Pairs merged that the labels keep apart, and labelled pairs left apart, by paper id. */
  wrong: Array<[string, string]>;
  missed: Array<[string, string]>;
}

/** An S2AND paper as the matcher reads a record ("Last, First Middle" names; its venue as the journal). */
export function s2andWork(paper: S2andPaper): WorkFields {
  return {
    title: paper.title,
    doi: paper.doi ?? undefined,
    year: paper.year ?? undefined,
    journal: paper.venue ?? undefined,
    authors: (paper.authors ?? []).map((author) =>
      [author.last ?? '', [author.first, ...(author.middle ?? [])].filter(Boolean).join(' ')].join(', '),
    ),
  };
}

/** The cluster of each record when the records arrive in `order`: merged into the work found, or a work of its own. */
export function clusterRecords(records: Array<{ id: string; work: WorkFields }>): Map<string, string> {
  const finder = new DuplicateFinder<string>();
  const clusterOf = new Map<string, string>();
  for (const { id, work } of records) {
    const signature = signatureOf(work);
    const found = finder.find(signature);
    if (found) {
      finder.absorb(found.id, signature);
      clusterOf.set(id, found.id);
    } else {
      finder.add(id, signature);
      clusterOf.set(id, id);
    }
  }
  return clusterOf;
}

/** Labelled pairs joined into papers (a record in two pairs links them). */
export function goldClusters(ids: string[], pairs: Array<[string, string]>): Map<string, string> {
  const parent = new Map(ids.map((id) => [id, id]));
  const root = (id: string): string => {
    let at = id;
    while (parent.get(at) !== at) at = parent.get(at)!;
    return at;
  };
  for (const [a, b] of pairs) parent.set(root(a), root(b));
  return new Map(ids.map((id) => [id, root(id)]));
}

const pairsOf = (clusterOf: Map<string, string>): Set<string> => {
  const byCluster = new Map<string, string[]>();
  for (const [id, cluster] of clusterOf) byCluster.set(cluster, [...(byCluster.get(cluster) ?? []), id]);
  const pairs = new Set<string>();
  for (const members of byCluster.values()) {
    const sorted = [...members].sort();
    for (let i = 0; i < sorted.length; i++)
      for (let j = i + 1; j < sorted.length; j++) pairs.add(`${sorted[i]} ${sorted[j]}`);
  }
  return pairs;
};

const split = (pair: string) => pair.split(' ') as [string, string];

export function pairwiseFigures(found: Map<string, string>, gold: Map<string, string>): DedupeFigures {
  const foundPairs = pairsOf(found);
  const truePairs = pairsOf(gold);
  const right = [...foundPairs].filter((pair) => truePairs.has(pair)).length;
  return {
    records: found.size,
    truePairs: truePairs.size,
    foundPairs: foundPairs.size,
    precision: foundPairs.size === 0 ? 1 : right / foundPairs.size,
    recall: truePairs.size === 0 ? 1 : right / truePairs.size,
    wrong: [...foundPairs].filter((pair) => !truePairs.has(pair)).map(split),
    missed: [...truePairs].filter((pair) => !foundPairs.has(pair)).map(split),
  };
}

/** S2AND's JSON with its long paper ids kept exact (as strings): JSON numbers lose digits past 2^53. */
export const parseS2andJson = (text: string): unknown =>
  JSON.parse(text.replace(/(?<=[[\s,:])(\d{16,})(?=[\s,\]}])/g, '"$1"'));

type S2andPapers = Record<string, S2andPaper>;
type S2andClusters = Record<string, { paper_ids: Array<number | string> }>;

const labelledPairs = (clusters: S2andClusters) =>
  Object.values(clusters).map((cluster) => cluster.paper_ids.map(String) as [string, string]);

/** The figures for papers.json and clusters.json as parsed, the records taken in the file's order (or `order`). */
export function evaluateS2andDedupe(papers: S2andPapers, clusters: S2andClusters, order?: string[]): DedupeFigures {
  const ids = order ?? Object.keys(papers);
  const records = ids.map((id) => ({ id, work: s2andWork(papers[id]!) }));
  return pairwiseFigures(clusterRecords(records), goldClusters(ids, labelledPairs(clusters)));
}

/** `count` orders of `ids`, each a seeded shuffle (Fisher–Yates), the same for the same seed: a harvest's order is arbitrary. */
export function shuffledOrders(ids: readonly string[], count: number, seed = 7): string[][] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => {
    const order = [...ids];
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    return order;
  });
}

/** What the matcher reads of a record, as one string: records alike in it are one record to any matcher. */
const readAs = (work: WorkFields) =>
  JSON.stringify([
    signatureOf(work).compact,
    work.doi?.toLowerCase(),
    work.year,
    work.journal?.toLowerCase(),
    work.authors.map((name) => name.toLowerCase()),
  ]);

/**
 * Labelled pairs that the labels themselves contradict: one of the two records reads exactly as a record of another
 * labelled paper (same title, DOI, year, journal and authors), so a matcher that treats alike records alike (as one
 * whose result does not depend on their order must) cannot get that pair right without getting the other wrong.
 */
export function contradictedPairs(papers: S2andPapers, clusters: S2andClusters): Array<[string, string]> {
  const ids = Object.keys(papers);
  const gold = goldClusters(ids, labelledPairs(clusters));
  const papersReadAs = new Map<string, Set<string>>();
  for (const id of ids) {
    const key = readAs(s2andWork(papers[id]!));
    papersReadAs.set(key, (papersReadAs.get(key) ?? new Set()).add(gold.get(id)!));
  }
  const contradicted = (id: string) => papersReadAs.get(readAs(s2andWork(papers[id]!)))!.size > 1;
  return [...pairsOf(gold)].map(split).filter(([a, b]) => contradicted(a) || contradicted(b));
}

/** A record of a two-source record-linkage folder (records.jsonl): DBLP-ACM's format. */
export interface LinkageRecord {
  id: string;
  source: string;
  title: string;
  authors?: string[];
  venue?: string | null;
  year?: number | null;
}

/** A linkage record as the matcher reads a harvested one (its venue as the journal). */
export const linkageWork = (record: LinkageRecord): WorkFields => ({
  title: record.title ?? '',
  year: record.year ?? undefined,
  journal: record.venue ?? undefined,
  authors: record.authors ?? [],
});

export const parseLinkageRecords = (jsonl: string): LinkageRecord[] =>
  jsonl
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      const record = JSON.parse(line) as LinkageRecord;
      return { ...record, id: String(record.id) };
    });

/** matches.csv: a header, then `id_a,id_b` a line. */
export const parseLinkageMatches = (csv: string): Array<[string, string]> =>
  csv
    .split('\n')
    .slice(1)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => line.split(',').map((id) => id.trim()) as [string, string]);

export interface CrossSourceFigures {
  precision: number;
  recall: number;
  f1: number;
  found: number;
  truePairs: number;
  wrong: Array<[string, string]>;
  missed: Array<[string, string]>;
}

const f1Of = (precision: number, recall: number) =>
  precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);

/**
 * Both sources fed as one harvest, in `order` (record ids), and the works formed compared with the true matches over
 * pairs of one record of each source (a pair within one source is not counted either way).
 */
export function evaluateLinkage(
  records: readonly LinkageRecord[],
  matches: ReadonlyArray<[string, string]>,
  order?: readonly string[],
): CrossSourceFigures {
  const byId = new Map(records.map((record) => [record.id, record]));
  const ids = order ?? records.map((record) => record.id);
  const clusterOf = clusterRecords(ids.map((id) => ({ id, work: linkageWork(byId.get(id)!) })));
  const byCluster = new Map<string, LinkageRecord[]>();
  for (const [id, cluster] of clusterOf) byCluster.set(cluster, [...(byCluster.get(cluster) ?? []), byId.get(id)!]);
  const sources = [...new Set(records.map((record) => record.source))].sort();
  const key = (a: LinkageRecord, b: LinkageRecord) => (a.source === sources[0] ? `${a.id} ${b.id}` : `${b.id} ${a.id}`);
  const found = new Set<string>();
  for (const members of byCluster.values())
    for (let i = 0; i < members.length; i++)
      for (let j = i + 1; j < members.length; j++)
        if (members[i]!.source !== members[j]!.source) found.add(key(members[i]!, members[j]!));
  const truth = new Set(matches.map(([a, b]) => `${a} ${b}`));
  const right = [...found].filter((pair) => truth.has(pair)).length;
  const precision = found.size === 0 ? 1 : right / found.size;
  const recall = truth.size === 0 ? 1 : right / truth.size;
  return {
    precision,
    recall,
    f1: f1Of(precision, recall),
    found: found.size,
    truePairs: truth.size,
    wrong: [...found].filter((pair) => !truth.has(pair)).map(split),
    missed: [...truth].filter((pair) => !found.has(pair)).map(split),
  };
}
