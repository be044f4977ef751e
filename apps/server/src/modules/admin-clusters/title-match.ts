/**
 * Telling whether a CV's title is a document's (doc 3 §3 cluster report): case, punctuation, accents, line breaks
 * and a subtitle the one has and the other has not do not matter. Pure.
 */

/** A title's comparable form: lower case letters and digits without accents, words one space apart. */
export function titleKey(title: string): string {
  return (
    title
      // a word hyphenated over a line break is one word
      .replace(/(\p{L})-\s*\n\s*(\p{Ll})/gu, '$1$2')
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
  );
}

/** A main title this short ("Introduction", "Editorial") says too little to match on without its subtitle. */
const MIN_MAIN_TITLE_CHARS = 15;

/** The key of the title before its subtitle ("A: B" → "a"), or undefined when there is no subtitle or it is too short. */
export function mainTitleKey(title: string): string | undefined {
  const colon = title.indexOf(':');
  if (colon < 0) return undefined;
  const main = titleKey(title.slice(0, colon));
  return main.length >= MIN_MAIN_TITLE_CHARS ? main : undefined;
}

/** Whether two titles are one: equal keys, or the one's main title is the other ("A: B" and "A"), or their main titles are. */
export function titlesMatch(first: string, second: string): boolean {
  const [a, b] = [titleKey(first), titleKey(second)];
  if (a === '' || b === '') return false;
  if (a === b) return true;
  const [mainA, mainB] = [mainTitleKey(first), mainTitleKey(second)];
  return mainA === b || mainB === a || (mainA !== undefined && mainA === mainB);
}

/** Finds the documents a title is, by key (the matching of titlesMatch, without comparing every pair). */
export function titleIndex<T>(documents: ReadonlyArray<{ title: string; value: T }>) {
  const byKey = new Map<string, T[]>();
  const byMain = new Map<string, T[]>();
  const add = (map: Map<string, T[]>, key: string | undefined, value: T) => {
    if (!key) return;
    const values = map.get(key) ?? [];
    if (!values.includes(value)) values.push(value);
    map.set(key, values);
  };
  for (const { title, value } of documents) {
    add(byKey, titleKey(title), value);
    add(byMain, mainTitleKey(title), value);
  }
  return {
    /** The documents the title matches, in the order given. */
    find(title: string): T[] {
      const key = titleKey(title);
      if (key === '') return [];
      const main = mainTitleKey(title);
      const found = new Set([
        ...(byKey.get(key) ?? []),
        ...(byMain.get(key) ?? []),
        ...(main ? [...(byKey.get(main) ?? []), ...(byMain.get(main) ?? [])] : []),
      ]);
      return documents.map((document) => document.value).filter((value) => found.has(value));
    },
  };
}

/** A DOI in its one form ('10.x/...', lower case), from any of its written forms; undefined when it is none. */
export function normalizeDoi(written: string): string | undefined {
  const doi = written
    .trim()
    .toLowerCase()
    .replace(/^(https?:\/\/)?(dx\.)?doi\.org\//, '')
    .replace(/^doi:\s*/, '')
    .replace(/[.,;)\]]+$/, '');
  return /^10\.\d{4,9}\/\S+$/.test(doi) ? doi : undefined;
}

/** The DOIs of a list written one a line, or separated by commas or spaces, normalized, each once, in order. */
export function parseDoiList(text: string): string[] {
  const dois = text
    .split(/[\s,;]+/)
    .map(normalizeDoi)
    .filter((doi): doi is string => doi !== undefined);
  return [...new Set(dois)];
}
