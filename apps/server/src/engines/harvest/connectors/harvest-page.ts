import type { RejectedInput } from '@quarry/contract';
import type { NormalizedDocument } from '../document.js';

/**
 * Where a paged answer can go on from, as its connector reads it back (OpenAlex's next cursor and the count seen,
 * arXiv's next start). Plain JSON, so that it can be saved in a job's progress and handed back after a restart.
 */
export type PageCursor = string | number | boolean | null | PageCursor[] | { [key: string]: PageCursor };

/** One page of a source's answer, as it arrives; the pipeline can store it before asking for the next. */
export interface HarvestPage {
  documents: NormalizedDocument[];
  /** Records the source sent that are not works Quarry can read (an untitled stub), named for the harvest summary. */
  unread?: RejectedInput[];
  /** How many records the source says match the whole query, when it says. */
  total?: number;
  /** Given back as `Paging.after`, the answer goes on with the page after this one; null when this was the last. */
  next?: PageCursor;
}

/** Where a paged answer starts, and what stops it. */
export interface Paging {
  /** A page's `next`: start after that page instead of at the beginning. */
  after?: PageCursor;
  /** Aborts the requests (a cancelled or taken-over job). */
  signal?: AbortSignal;
}

export type HarvestStream = AsyncGenerator<HarvestPage, void, undefined>;

/** Every document of a stream, in order (for callers that do not need page-by-page progress). */
export async function collectDocuments(stream: AsyncIterable<HarvestPage>): Promise<NormalizedDocument[]> {
  const documents: NormalizedDocument[] = [];
  for await (const page of stream) documents.push(...page.documents);
  return documents;
}
