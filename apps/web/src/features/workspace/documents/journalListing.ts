import type { JournalList } from '@quarry/contract';
import type { DocumentPages } from '../data/documentPages';

const sameJournal = (a: string | null, b: string) => a?.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The loaded pages with a journal's new listing on each of its documents (the B&W list is case-insensitive), so the
 * colour changes at once; the reload after the call confirms it.
 */
export function withJournalListing(
  pages: DocumentPages | undefined,
  journal: string,
  listing: JournalList,
): DocumentPages | undefined {
  if (!pages) return pages;
  return {
    ...pages,
    pages: pages.pages.map((page) => {
      const relist = <T extends { journal: string | null; journalListing?: JournalList }>(document: T): T =>
        sameJournal(document.journal, journal) ? { ...document, journalListing: listing } : document;
      return {
        ...page,
        documents: page.documents.map(relist),
        ...(page.data && { data: { ...page.data, documents: page.data.documents.map(relist) } }),
      };
    }),
  };
}

/** The journal's colour by its listing: green on the whitelist, red on the blacklist (the text says it too). */
export const journalColour = (listing: JournalList): string | undefined =>
  listing === 'WHITELIST' ? 'teal.9' : listing === 'BLACKLIST' ? 'red.9' : undefined;
