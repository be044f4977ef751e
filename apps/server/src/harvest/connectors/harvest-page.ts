import type { NormalizedDocument } from '../document.js';

/** One page of a source's answer, as it arrives; the pipeline can store it before asking for the next. */
export interface HarvestPage {
  documents: NormalizedDocument[];
  /** How many records the source says match the whole query, when it says. */
  total?: number;
}

export type HarvestStream = AsyncGenerator<HarvestPage, void, undefined>;

/** Every document of a stream, in order (for callers that do not need page-by-page progress). */
export async function collectDocuments(stream: AsyncIterable<HarvestPage>): Promise<NormalizedDocument[]> {
  const documents: NormalizedDocument[] = [];
  for await (const page of stream) documents.push(...page.documents);
  return documents;
}
