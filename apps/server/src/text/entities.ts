import { decodeHTML } from 'entities';
import nlp from 'compromise';
import { findProperNounEntities } from './proper-noun-entities.js';

export interface MentionedEntities {
  persons: string[];
  organizations: string[];
  locations: string[];
}

export interface ExtractOptions {
  /**
   * Also run compromise's full parser (people(), organizations(), places()) on the first ~1,500 characters. It
   * finds names the lexicon rules miss, but costs ~4 µs per character here (6–7 ms for 1,500 characters), so it
   * is for web pages, which are few and slow to fetch anyway, not for bulk publication ingest.
   */
  thorough?: boolean;
}

/** compromise's parse is the expensive part: it gets a bounded prefix of long texts. */
export const COMPROMISE_MAX_CHARS = 1500;
/** The fast path is linear and cheap, but a 5 MB page still needs a bound. */
const FAST_MAX_CHARS = 20_000;
/** Shorter texts hold no sentence for compromise to work with. */
const COMPROMISE_MIN_CHARS = 40;

const KEEP_FINAL_DOT = /(^|\s)(\p{Lu}|Inc|Ltd|Co|Corp|Jr|Sr|St)\.$/u;

/**
 * An entity name as stored: trimmed, inner spaces collapsed, possessive, surrounding punctuation and leading
 * lower-case words removed;
 * undefined when it ends up shorter than 2 or longer than 80 characters, has no capital in a cased script
 * ("flora"), or is a URL fragment.
 */
export function normalizeEntityName(raw: string): string | undefined {
  let name = decodeHTML(raw)
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/['’]s?$/u, '')
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}.)]+$/gu, '')
    .trim();
  if (name.endsWith('.') && !KEEP_FINAL_DOT.test(name)) name = name.slice(0, -1).trim();
  // compromise sometimes keeps the words before a name: "city of Rotterdam", "the Netherlands"
  name = name.replace(/^(?:\p{Ll}[\p{L}'’-]*\s+)+(?=\p{Lu})/u, '');
  if (name.length < 2 || name.length > 80 || !/\p{L}/u.test(name)) return undefined;
  if (/[a-z]/.test(name) && !/\p{Lu}/u.test(name)) return undefined;
  if (/https?:|www\.|@|\/\//i.test(name)) return undefined;
  return name;
}

/** Whether `short` is a cut-off start of `long` ("National Institutes" of "National Institutes of Health"). */
function truncationOf(short: string, long: string): boolean {
  return long.startsWith(`${short} `) && /^(of|for|and|&|at|in|de|du|des|der)\s/.test(long.slice(short.length + 1));
}

/**
 * Normalized names without repeats (compared case-insensitively), first spelling kept, in order of appearance;
 * a name cut off before "of", "for", "and"… of a longer one in the list is dropped ("National Institutes" next to
 * "National Institutes of Health").
 */
export function uniqueEntityNames(names: Iterable<string>): string[] {
  const seen = new Map<string, string>();
  for (const raw of names) {
    const name = normalizeEntityName(raw);
    if (name && !seen.has(name.toLowerCase())) seen.set(name.toLowerCase(), name);
  }
  const keys = [...seen.keys()];
  return [...seen].filter(([key]) => !keys.some((other) => truncationOf(key, other))).map(([, name]) => name);
}

function compromiseEntities(text: string): MentionedEntities {
  const doc = nlp(text.slice(0, COMPROMISE_MAX_CHARS));
  return {
    // a lone first name ("Heather") says little and is usually part of a full name found elsewhere
    persons: (doc.people().out('array') as string[]).filter((name) => name.trim().includes(' ')),
    organizations: doc.organizations().out('array') as string[],
    locations: doc.places().out('array') as string[],
  };
}

/** Persons, organizations and locations mentioned in a text, normalized and deduplicated. */
export function extractEntities(text: string, options: ExtractOptions = {}): MentionedEntities {
  const fast = findProperNounEntities(text.slice(0, FAST_MAX_CHARS));
  const deep = options.thorough && text.length >= COMPROMISE_MIN_CHARS ? compromiseEntities(text) : undefined;
  const organizations = uniqueEntityNames([...fast.organizations, ...(deep?.organizations ?? [])]);
  const organizationKeys = new Set(organizations.map((name) => name.toLowerCase()));
  // compromise sometimes calls one name both a person and a place; an organization wins, then a person
  const persons = uniqueEntityNames([...fast.persons, ...(deep?.persons ?? [])]).filter(
    (name) => !organizationKeys.has(name.toLowerCase()),
  );
  const taken = new Set([...organizationKeys, ...persons.map((name) => name.toLowerCase())]);
  const locations = uniqueEntityNames([...fast.locations, ...(deep?.locations ?? [])]).filter(
    (name) => !taken.has(name.toLowerCase()),
  );
  return { persons, organizations, locations };
}
