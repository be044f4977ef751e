import { decodeHTMLStrict } from 'entities';
import { splitGluedWords } from './glued-words.js';
import { COMMON_WORDS, KNOWN_PHRASES, type LexiconKind, ORG_WORDS } from './entity-lexicon.js';
import {
  bare,
  classify,
  GEO_MODIFIERS,
  namesTwoThings,
  personOf,
  scanInside,
  splitAtAnd,
  startsKnownPhrase,
} from './proper-noun-rules.js';

export interface EntityLists {
  persons: string[];
  organizations: string[];
  locations: string[];
}

const SPACE = '[ \\t\\u00a0]+';
/**
 * A capitalized word. Only initials ("J.", "J.-P.", "U.S.") and a few abbreviations keep their full stop, so a
 * sentence's final full stop ends the run instead of joining the next sentence to it.
 */
const CAP_WORD =
  "(?:\\p{Lu}\\.){1,3}(?:-\\p{Lu}\\.)?|(?:Dr|Prof|Mr|Mrs|Ms|St|Jr|Sr|Inc|Ltd|Co|Corp)\\.|\\p{Lu}[\\p{L}\\p{M}\\p{N}’'\\-]*";
const CONNECTORS = [
  'of',
  'for',
  'and',
  '&',
  'de',
  'du',
  'des',
  'der',
  'den',
  'van',
  'von',
  'la',
  'le',
  'the',
  'di',
  'da',
  'del',
  'della',
  'für',
  'y',
];
/** A run of capitalized words, possibly joined by connectors: "University of North Carolina", "Jason Priem and Heather Piwowar". */
const CHUNK = new RegExp(
  `(?<![\\p{L}\\p{M}\\p{N}])(?:${CAP_WORD})(?:${SPACE}(?:(?:${CONNECTORS.join('|')})${SPACE})*(?:${CAP_WORD}))*`,
  'gu',
);
const CONNECTOR_SET = new Set(CONNECTORS);
const WORD_GAP = /[ \t\u00a0]+/;

function atSentenceStart(text: string, index: number): boolean {
  const before = text.slice(Math.max(0, index - 4), index).replace(/[\s"'“‘([]+$/u, '');
  return before === '' || /[.!?:;\n]$/.test(before) || index < 2;
}

const stripPossessive = (word: string) =>
  word.includes("'") || word.includes('’') ? word.replace(/['’]s?$/u, '') : word;

/** Splits a chunk where a possessive ends a name: "Harvard's Kennedy School" → "Harvard", "Kennedy School". */
function splitPossessives(words: string[]): string[][] {
  const parts: string[][] = [[]];
  for (const word of words) {
    const owner = stripPossessive(word);
    parts.at(-1)!.push(owner);
    if (owner !== word) parts.push([]);
  }
  return parts.filter((part) => part.length > 0);
}

/** The words without the ordinary words a sentence or title begins with ("The", "In", "Results") and stray connectors. */
function trimmed(part: string[]): string[] {
  let words = part;
  // …but not the first word of a known name ("New York") or of an organization ("National Institutes of …")
  const isOrganization = words.some((word) => ORG_WORDS.has(bare(word)));
  const keep = (first: string) => isOrganization || GEO_MODIFIERS.has(first) || startsKnownPhrase(words);
  for (
    let first = bare(words[0] ?? '');
    words.length > 0 && (CONNECTOR_SET.has(first) || (COMMON_WORDS.has(first) && !keep(first)));
    first = bare(words[0] ?? '')
  ) {
    words = words.slice(1);
  }
  while (words.length > 0 && CONNECTOR_SET.has(words.at(-1)!)) words = words.slice(0, -1);
  return words;
}

/**
 * The fast path of entity detection: runs of capitalized words classified with compromise's lexicon (names,
 * places, organizations) and a few rules, in tens of microseconds where compromise's full parse takes
 * milliseconds. Results are raw (not deduplicated); entities.ts normalizes them.
 */
export function findProperNounEntities(text: string): EntityLists {
  const lists: EntityLists = { persons: [], organizations: [], locations: [] };
  const add = (kind: LexiconKind, words: string[]) => {
    const target = kind === 'person' ? lists.persons : kind === 'organization' ? lists.organizations : lists.locations;
    target.push(words.join(' '));
  };
  // abstracts scraped from web pages glue words together: "Sara ScherrDean Current", "Nina Heinsohnhttps://…"
  // (split with a semicolon: the glued parts were separate fields, not one name)
  const decoded = decodeHTMLStrict(text);
  // (the test first: trying the link's pattern at every lower-case letter was a fifth of mining an abstract)
  const prepared = splitGluedWords(
    decoded.includes('http') ? decoded.replace(/(\p{Ll})(https?:)/gu, '$1; $2') : decoded,
  );
  for (const match of prepared.matchAll(CHUNK)) {
    const startsSentence = () => atSentenceStart(prepared, match.index);
    const chunk = match[0];
    if (!WORD_GAP.test(chunk)) {
      // most runs are one word ("The", "We", "DNA"): only a known name can make them an entity
      const word = stripPossessive(chunk);
      const kind = KNOWN_PHRASES.has(bare(word)) ? classify([word], startsSentence) : undefined;
      if (kind) add(kind, [word]);
      continue;
    }
    let first = true;
    for (const part of splitPossessives(chunk.split(WORD_GAP))) {
      const words = trimmed(part);
      const sentenceStart = () => first && words.length === part.length && startsSentence();
      if (words.length === 0) continue;
      const wholeKind = namesTwoThings(words) ? undefined : classify(words, sentenceStart);
      const affiliated = wholeKind === 'organization' ? personOf(words) : undefined;
      if (affiliated) {
        add('person', affiliated.person);
        const kind = classify(affiliated.rest, () => false);
        if (kind) add(kind, affiliated.rest);
      } else if (wholeKind) add(wholeKind, words);
      else {
        for (const piece of splitAtAnd(words)) {
          const named = piece[0] === 'the' ? piece.slice(1) : piece;
          const kind = named.length > 0 ? classify(named, sentenceStart) : undefined;
          if (kind) add(kind, named);
          else if (named.length > 1) scanInside(named, add);
        }
      }
      first = false;
    }
  }
  return lists;
}
