/** A journal's listing on the B&W Journals page (doc 2 §3 "Journal listing states"): whitelisted, unlisted, blacklisted. */
export const journalLists = ['WHITELIST', 'NONE', 'BLACKLIST'] as const;
export type JournalList = (typeof journalLists)[number];

/** The journal colour menu cycles a journal's listing (doc 2 §4 "Journals cycle whitelist, none, blacklist"). */
export const nextJournalList = (list: JournalList): JournalList =>
  journalLists[(journalLists.indexOf(list) + 1) % journalLists.length]!;
