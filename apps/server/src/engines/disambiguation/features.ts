import { firstNameAgreement, middleNameAgreement, sameSurname } from './names.js';
import type { Profile } from './profiles.js';
import { cosine, tfidfVectors, type SparseVector } from './text-vectors.js';

/**
 * Pair features in the spirit of S2AND's featurizer: what two mentions share, NaN where one of them lacks the
 * field (the model learns what a missing value means). Identifiers (ORCID, OpenAlex) are not features: the labelled
 * sets have none, so they act as constraints and a fixed bonus instead (engine.ts).
 */
export const FEATURE_NAMES = [
  'first name agreement',
  'middle name agreement',
  'same surname spelling',
  'surnames with the first name (log)',
  'first names with the surname (log)',
  'shared co-authors',
  'co-author overlap (Jaccard)',
  'rarity of the shared co-authors',
  'co-authors two steps apart',
  'co-author community (random walks in the block)',
  'affiliation TF-IDF cosine',
  'same e-mail',
  'venue TF-IDF cosine',
  'year gap',
  'title TF-IDF cosine',
  'title + abstract TF-IDF cosine',
  'keyword TF-IDF cosine',
  'latent topic cosine',
  'mean latent topic cosine in the block',
  'words TF-IDF cosine, weighted within the block',
  'same venue',
] as const;

export const FEATURE_COUNT = FEATURE_NAMES.length;

/** Shared co-authors, their Jaccard overlap, the sum of their rarities, co-authors of one among the other's group. */
function coauthorOverlap(a: Profile, b: Profile): [number, number, number, number] {
  if (a.coauthorKeys.size === 0 || b.coauthorKeys.size === 0) return [NaN, NaN, NaN, NaN];
  let shared = 0;
  let rarity = 0;
  for (const key of a.coauthorKeys) {
    if (b.coauthorKeys.has(key)) {
      shared++;
      rarity += a.coauthorWeight.get(key)!;
    }
  }
  let twoSteps = 0;
  for (const key of a.coauthorKeys) if (b.coauthorNeighbours.has(key)) twoSteps++;
  for (const key of b.coauthorKeys) if (a.coauthorNeighbours.has(key)) twoSteps++;
  return [shared, shared / (a.coauthorKeys.size + b.coauthorKeys.size - shared), rarity, twoSteps];
}

/**
 * How alike a block's mentions are on the whole: one person's papers share topics, twenty namesakes' do not. It tells
 * the model how likely two mentions of this block are one person before any evidence (what S2AND's name counts from
 * its whole corpus tell it; counts within a labelled set of ambiguous names cannot). The block's mean co-author
 * community was such a value too, and was dropped: the trees learnt the training blocks through it (issue 31).
 */
export interface BlockSpread {
  topics: number;
  /** Each mention's words as TF-IDF over the block alone: words all its namesakes use weigh nothing. */
  words: SparseVector[];
}

/** The mean of the numbers added, NaN ignored (NaN when there is none). */
class Mean {
  private sum = 0;
  private count = 0;
  add(value: number): void {
    if (Number.isNaN(value)) return;
    this.sum += value;
    this.count++;
  }
  value(): number {
    return this.sum / this.count;
  }
}

export function blockSpread(profiles: readonly Profile[]): BlockSpread {
  const n = profiles.length;
  const topics = new Mean();
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) topics.add(denseCosine(profiles[i]!.topics, profiles[j]!.topics));
  }
  return {
    topics: topics.value(),
    words: tfidfVectors(profiles.map((profile) => profile.words)),
  };
}

export function denseCosine(a: Float64Array, b: Float64Array): number {
  let sum = 0;
  let normA = 0;
  let normB = 0;
  for (let k = 0; k < a.length; k++) {
    sum += a[k]! * b[k]!;
    normA += a[k]! * a[k]!;
    normB += b[k]! * b[k]!;
  }
  return normA === 0 || normB === 0 ? NaN : sum;
}

const initialOnly = (profile: Profile) => (profile.name.given[0]?.length ?? 0) <= 1;

/**
 * Writes the features of the pair (a, b), `community` being their co-author community similarity in their block
 * (coauthor-communities.ts), into `out` at `offset` (a row of a feature matrix). */
export function pairFeatures(
  a: Profile,
  b: Profile,
  i: number,
  j: number,
  community: number,
  block: BlockSpread,
  out: Float64Array,
  offset = 0,
): void {
  const [shared, jaccard, rarity, twoSteps] = coauthorOverlap(a, b);
  const yearA = a.mention.year;
  const yearB = b.mention.year;
  const values = [
    firstNameAgreement(a.name, b.name),
    middleNameAgreement(a.name, b.name),
    sameSurname(a.name, b.name) ? 1 : 0,
    initialOnly(a) || initialOnly(b) ? NaN : Math.log(Math.max(a.firstNameSpread, b.firstNameSpread)),
    Math.log1p(Math.max(a.surnameSpread, b.surnameSpread)),
    shared,
    jaccard,
    rarity,
    twoSteps,
    community,
    cosine(a.affiliation, b.affiliation),
    a.email && b.email ? (a.email === b.email ? 1 : 0) : NaN,
    cosine(a.venue, b.venue),
    yearA !== undefined && yearB !== undefined ? Math.abs(yearA - yearB) : NaN,
    cosine(a.title, b.title),
    cosine(a.text, b.text),
    cosine(a.keywords, b.keywords),
    denseCosine(a.topics, b.topics),
    block.topics,
    cosine(block.words[i]!, block.words[j]!),
    a.venueName && b.venueName ? (a.venueName === b.venueName ? 1 : 0) : NaN,
  ];
  for (let i = 0; i < values.length; i++) out[offset + i] = values[i]!;
}
