import { decodeHTMLStrict } from 'entities';
import type { Mention } from './mention.js';

/**
 * Reads labelled sets in S2AND's layout (signatures.json, clusters.json, papers.json where present) into mentions
 * and their true persons. Names and texts may hold HTML entities (DBLP's "Gonz&aacute;lez"): decoded here.
 */

interface S2andAuthorInfo {
  first?: string | null;
  middle?: string | null;
  last?: string | null;
  position?: number | null;
  email?: string | null;
  affiliations?: string[] | null;
}

interface S2andSignature {
  signature_id: string;
  paper_id: string | number;
  author_info: S2andAuthorInfo;
  sourced_author_ids?: string[] | null;
  sourced_author_source?: string | null;
}

interface S2andPaper {
  title?: string | null;
  abstract?: string | null;
  venue?: string | null;
  journal_name?: string | null;
  year?: number | null;
  authors?: Array<{ position: number; author_name: string }> | null;
  keywords?: string[] | null;
}

export interface LabelledSet {
  /** Every signature, labelled or not. */
  mentions: Mention[];
  /** The true person of each labelled mention id. */
  gold: Map<string, string>;
}

const text = (value: string | null | undefined): string | undefined => {
  if (value === null || value === undefined) return undefined;
  const decoded = (value.includes('&') ? decodeHTMLStrict(value) : value).trim();
  return decoded || undefined;
};

/**
 * The paper's other authors. S2AND lists every author, the mention included, and gives the mention's position: that
 * entry is left out (the one at the position when it has the surname — S2AND's positions do not always match the
 * list — else the first with the surname). Sets converted without positions (pubmed, qian_dblp) list the others only.
 */
function coauthorsOf(paper: S2andPaper, info: S2andAuthorInfo): string[] {
  const authors = [...(paper.authors ?? [])]
    .sort((a, b) => a.position - b.position)
    .map((author) => ({ position: author.position, name: text(author.author_name) ?? '' }));
  if (typeof info.position !== 'number') return authors.flatMap((author) => author.name || []);
  const lastName = (text(info.last) ?? '').toLowerCase();
  const hasSurname = (author: { name: string }) => lastName !== '' && author.name.toLowerCase().includes(lastName);
  let own = authors.findIndex((author) => author.position === info.position && hasSurname(author));
  if (own < 0) own = authors.findIndex(hasSurname);
  return authors.filter((author, index) => index !== own && author.name).map((author) => author.name);
}

/** `signatures`, `clusters` and `papers` are the parsed JSON files (papers `{}` when the set has none). */
export function readS2andSet(
  signatures: Record<string, S2andSignature>,
  clusters: Record<string, { signature_ids: string[] }>,
  papers: Record<string, S2andPaper>,
): LabelledSet {
  const gold = new Map<string, string>();
  for (const [clusterId, cluster] of Object.entries(clusters)) {
    for (const id of cluster.signature_ids) gold.set(String(id), clusterId);
  }
  const mentions: Mention[] = [];
  for (const signature of Object.values(signatures)) {
    const id = String(signature.signature_id);
    const info = signature.author_info;
    const paper = papers[String(signature.paper_id)];
    const orcid = signature.sourced_author_source === 'ORCID' ? signature.sourced_author_ids?.[0] : undefined;
    mentions.push({
      id,
      first: text(info.first) ?? '',
      middle: text(info.middle),
      last: text(info.last) ?? '',
      position: info.position ?? undefined,
      orcid,
      affiliations: (info.affiliations ?? []).flatMap((name) => (text(name) ? [{ name: text(name)! }] : [])),
      email: text(info.email),
      coauthors: paper ? coauthorsOf(paper, info) : undefined,
      venue: text(paper?.venue) ?? text(paper?.journal_name),
      year: paper?.year ?? undefined,
      title: text(paper?.title),
      abstract: text(paper?.abstract),
      keywords: paper?.keywords?.flatMap((keyword) => text(keyword) ?? []),
    });
  }
  return { mentions, gold };
}
