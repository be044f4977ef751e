import type { Configuration, JournalList } from './schema.js';

/* ---------- Journals (B&W Journals) and active authors: facultyWorks review ---------- */

/** A journal's listing (doc 2 §3: WHITELIST, NONE, BLACKLIST), case-insensitively. */
export function journalListing(journals: Configuration['journals'], journal: string): JournalList {
  const key = journal.trim().toLowerCase();
  if (journals.blacklist.some((name) => name.toLowerCase() === key)) return 'BLACKLIST';
  if (journals.whitelist.some((name) => name.toLowerCase() === key)) return 'WHITELIST';
  return 'NONE';
}

/** The journals with `journal` moved to `list` (out of both lists for NONE). */
export function setJournalListing(
  journals: Configuration['journals'],
  journal: string,
  list: JournalList,
): Configuration['journals'] {
  const name = journal.trim();
  const other = (names: string[]) => names.filter((n) => n.toLowerCase() !== name.toLowerCase());
  return {
    whitelist: list === 'WHITELIST' ? [...other(journals.whitelist), name] : other(journals.whitelist),
    blacklist: list === 'BLACKLIST' ? [...other(journals.blacklist), name] : other(journals.blacklist),
  };
}

/** The other reading of doc 2 §3: journal name → WHITELIST or BLACKLIST, and the active authors' ids. */
export function bwJournals(journals: Configuration['journals']): Record<string, JournalList> {
  const map: Record<string, JournalList> = {};
  for (const name of journals.whitelist) map[name] = 'WHITELIST';
  for (const name of journals.blacklist) map[name] = 'BLACKLIST';
  return map;
}
export const activeAuthorIds = (configuration: Pick<Configuration, 'activeAuthors'>): string[] =>
  configuration.activeAuthors.map((author) => author.id);
