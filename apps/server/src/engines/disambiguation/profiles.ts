import { foldName, parsePersonName } from '../../text/person-names.js';
import type { Mention } from './mention.js';
import { transliterate, type MentionName } from './names.js';
import { latentTopics } from './latent-topics.js';
import { contentWords, tfidfVectors, type SparseVector } from './text-vectors.js';

/** A mention prepared for comparing: its name read, its texts as TF-IDF vectors, its co-authors as name keys. */
export interface Profile {
  mention: Mention;
  name: MentionName;
  coauthorKeys: Set<string>;
  /** The co-authors' own co-authors elsewhere in the data (the research group one step out). */
  coauthorNeighbours: Set<string>;
  /** How rare each co-author key is in the data: log(mentions / mentions with it). */
  coauthorWeight: ReadonlyMap<string, number>;
  affiliation: SparseVector;
  venue: SparseVector;
  title: SparseVector;
  /** Title and abstract together. */
  text: SparseVector;
  keywords: SparseVector;
  /** Content words of title, abstract, keywords and venue (weighted again within a block: blockWords in features). */
  words: string[];
  /** Folded venue name, for exact matches. */
  venueName?: string;
  /**
   * Latent topics (latent-topics.ts) of title, abstract, keywords and venue words, co-authors and affiliation words;
   * all zero without any.
   */
  topics: Float64Array;
  email?: string;
  /**
   * How common the name is in the data, counted in different names rather than mentions (a labelled set of
   * ambiguous names has hundreds of mentions of every name): surnames seen with this first name ("Wei": many),
   * first names seen with this surname ("Wang": many).
   */
  firstNameSpread: number;
  surnameSpread: number;
}

/**
 * A co-author as a key: the full name's words in alphabetical order when the given names are written out ("jiong
 * yang", "Yang Jiong" → "jiong yang": DBLP's Chinese names come in both orders), else surname and initials
 * ("Radhika AG" → "radhika_ag"). Full names keep "Jiong Yang" and "Jun Yang" apart, which initials cannot.
 */
export function coauthorKey(printed: string): string {
  const { given, family } = parsePersonName(printed);
  const surname = family.map(transliterate);
  if (given.length > 0 && given.every((word) => word.length > 1)) return [...given, ...surname].sort().join(' ');
  return `${surname.join(' ')}_${given.map((word) => word[0]).join('')}`;
}

const EMAIL = /\S+@\S+/g;
const TOPIC_DIMENSIONS = 96;

function affiliationWords(mention: Mention): string[] {
  return (mention.affiliations ?? []).flatMap((affiliation) => [
    ...contentWords(foldName(affiliation.name.replace(EMAIL, ' '))),
    ...(affiliation.rorId ? [`ror:${affiliation.rorId}`] : []),
  ]);
}

/** Keywords as whole terms ("Leiomyoma/pathology*" → "leiomyoma"): MeSH qualifiers and stars dropped. */
const keywordTerms = (mention: Mention): string[] =>
  (mention.keywords ?? []).flatMap((keyword) => contentWords(keyword.split('/')[0]!.replace(/\*/g, '')));

function counter(values: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

/** Co-author keys that appear together on papers of the data, and how rare each key is. */
function coauthorGraph(keySets: readonly Set<string>[]) {
  const counts = new Map<string, number>();
  const neighbours = new Map<string, Set<string>>();
  for (const keys of keySets) {
    for (const key of keys) {
      counts.set(key, (counts.get(key) ?? 0) + 1);
      let near = neighbours.get(key);
      if (!near) neighbours.set(key, (near = new Set()));
      for (const other of keys) if (other !== key) near.add(other);
    }
  }
  const weights = new Map([...counts].map(([key, count]) => [key, Math.log(keySets.length / count)]));
  return { weights, neighbours };
}

/** Profiles of the mentions; TF-IDF weights and name counts come from these mentions themselves. */
export function buildProfiles(mentions: readonly Mention[], names: ReadonlyMap<string, MentionName>): Profile[] {
  const nameOf = (mention: Mention) => names.get(mention.id)!;
  const firstOf = (name: MentionName) => name.given[0] ?? '';
  const surnameOf = (name: MentionName) => name.lastWords.join(' ');
  const fullNames = new Set(mentions.map((mention) => `${firstOf(nameOf(mention))}|${surnameOf(nameOf(mention))}`));
  const firstSpread = counter([...fullNames].map((full) => full.split('|')[0]!));
  const surnameSpread = counter(
    [...fullNames].filter((full) => full.split('|')[0]!.length > 1).map((full) => full.split('|')[1]!),
  );
  const vectors = (words: (mention: Mention) => string[]) => tfidfVectors(mentions.map(words));
  const affiliation = vectors(affiliationWords);
  const venue = vectors((mention) => contentWords(mention.venue));
  const title = vectors((mention) => contentWords(mention.title));
  const text = vectors((mention) => [...contentWords(mention.title), ...contentWords(mention.abstract)]);
  const keywords = vectors(keywordTerms);
  const words = mentions.map((mention) => [
    ...contentWords(mention.title),
    ...contentWords(mention.abstract),
    ...keywordTerms(mention),
    ...contentWords(mention.venue),
  ]);
  const coauthorKeys = mentions.map((mention) => {
    const ownKey = coauthorKey([mention.first, mention.middle ?? '', mention.last].join(' '));
    return new Set((mention.coauthors ?? []).map(coauthorKey).filter((key) => key !== ownKey && !key.startsWith('_')));
  });
  // co-authors and affiliation words join the topic space: a research group's papers come to share directions
  const topicTerms = words.map((list, index) => [
    ...list,
    ...[...coauthorKeys[index]!].map((key) => `co:${key}`),
    ...affiliationWords(mentions[index]!).map((word) => `af:${word}`),
  ]);
  const topics = latentTopics(tfidfVectors(topicTerms), TOPIC_DIMENSIONS);
  const { weights: coauthorWeight, neighbours } = coauthorGraph(coauthorKeys);
  return mentions.map((mention, index) => {
    const name = nameOf(mention);
    const coauthorNeighbours = new Set<string>();
    for (const key of coauthorKeys[index]!) for (const other of neighbours.get(key)!) coauthorNeighbours.add(other);
    return {
      mention,
      name,
      coauthorKeys: coauthorKeys[index]!,
      coauthorNeighbours,
      coauthorWeight,
      affiliation: affiliation[index]!,
      venue: venue[index]!,
      title: title[index]!,
      text: text[index]!,
      keywords: keywords[index]!,
      topics: topics[index]!,
      words: words[index]!,
      venueName: mention.venue
        ? foldName(mention.venue)
            .replace(/[^\p{L}\p{N}]+/gu, ' ')
            .trim()
        : undefined,
      email: mention.email?.trim().toLowerCase() || undefined,
      firstNameSpread: firstSpread.get(firstOf(name))!,
      surnameSpread: surnameSpread.get(surnameOf(name)) ?? 0,
    };
  });
}
