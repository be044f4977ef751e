import { describe, expect, it } from 'vitest';
import { pdfWithText } from '../../../test/full-text-files.js';
import { readFullTextInWorker } from './full-text-reader.js';

// In the api lane: the worker is the built one (npx tsc -b), as the server runs it.
describe('reading a full text in a worker thread', () => {
  const request = {
    fileName: 'paper.pdf',
    content: pdfWithText(['Peat in Finland', 'Funded by the European Commission.']),
    title: 'Peat',
    type: 'Article',
  };

  it('answers the text and what mining finds in it, as for an abstract', async () => {
    const reading = await readFullTextInWorker(request);
    expect(reading.ok && reading.text).toBe('Peat in Finland\nFunded by the European Commission.');
    expect(reading.ok && reading.mining.organizations).toContain('European Commission');
    expect(reading.ok && reading.mining.locations).toContain('Finland');
  });

  it('takes a file whose reading runs out of time as unreadable, and needs the built worker', async () => {
    expect(await readFullTextInWorker(request, { timeoutMs: 1 })).toEqual({ ok: false, problem: 'unreadable' });
    await expect(
      readFullTextInWorker(request, { workerUrl: new URL('file:///nowhere/full-text.worker.js') }),
    ).rejects.toThrow(/missing/);
  });
});
