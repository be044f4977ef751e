// Worker thread: reads one uploaded full-text file (PDF, DOCX, HTML or text) and mines its text as an abstract is
// mined, so that neither a large PDF's parse nor the mining ever runs on the server's event loop.
import { parentPort, workerData } from 'node:worker_threads';
import { mineDocument } from '../../../text/mine.js';
import { extractFullText } from './full-text-extract.js';
import type { FullTextReading, FullTextRequest } from './full-text-reader.js';

/** A web page's key phrases are read from its text: as much of it as the workspace index keeps. */
const MINED_PAGE_CHARS = 20_000;

async function read({ fileName, content, title, type }: FullTextRequest): Promise<FullTextReading> {
  const extracted = await extractFullText(fileName, content);
  if (!extracted.ok) return extracted;
  const { text, format } = extracted;
  const mining = mineDocument({ type, title, abstract: text, text: text.slice(0, MINED_PAGE_CHARS), concepts: [] });
  return { ok: true, format, text, mining };
}

void read(workerData as FullTextRequest).then(
  (reading) => parentPort!.postMessage(reading),
  () => parentPort!.postMessage({ ok: false, problem: 'unreadable' } satisfies FullTextReading),
);
