import { describe, expect, it } from 'vitest';
import type { StepBatch } from '../pipeline/harvest-step.js';
import { RecordsUnreadable, localFileStep } from './local-files-step.js';

const ris = (count: number) =>
  Array.from({ length: count }, (_, i) => `TY  - JOUR\nTI  - Peat record ${i + 1}\nPY  - 2020\nER  - \n`).join('\n');
const noPath = () => {
  throw new Error('a text upload has no file');
};
/** The step's batches, read by the worker thread (the built one: the API lane runs after the build). */
async function batchesOf(content: string, cursor?: number): Promise<StepBatch[]> {
  const step = localFileStep(1, { id: 4, fileName: 'a.ris', storedName: null, content }, noPath);
  const batches: StepBatch[] = [];
  for await (const batch of step.run(cursor, new AbortController().signal)) batches.push(batch);
  return batches;
}

describe('the step of one uploaded file, read in the worker thread', () => {
  it('resumes after the records of its file already stored (the cursor), in batches of a hundred', async () => {
    const all = await batchesOf(ris(250));
    expect(all.map((batch) => [batch.batch.length, batch.cursor])).toEqual([
      [100, 100],
      [100, 200],
      [50, 250],
    ]);
    const resumed = await batchesOf(ris(250), 130);
    expect(resumed.map((batch) => [batch.batch.length, batch.cursor])).toEqual([
      [70, 200],
      [50, 250],
    ]);
    expect(resumed[0]!.batch[0]!.title).toBe('Peat record 131');
  });

  it('is skipped with its reasons when none of its records can be read', async () => {
    await expect(batchesOf('TY  - JOUR\nAU  - Nobody\nER  - \n')).rejects.toSatisfy(
      (error) =>
        error instanceof RecordsUnreadable &&
        error.message === 'No document could be read from a.ris · line 1: no title' &&
        error.rejectedInputs[0]?.input === 'line 1',
    );
  });
});
