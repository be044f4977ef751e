import { parentPort } from 'node:worker_threads';
import { reportDocx, type ReportContent } from './report-docx.js';

/** Builds one report's Word file off the main thread (report-in-worker.ts): a large report never stalls requests. */
parentPort!.once('message', async (content: ReportContent) => {
  // Structured cloning turns Buffers into Uint8Arrays.
  const images = new Map(
    [...content.images].map(([id, image]) => [id, { ...image, content: Buffer.from(image.content) }]),
  );
  const file = await reportDocx({ ...content, images });
  parentPort!.postMessage(file, [file.buffer as ArrayBuffer]);
});
