import { defaultSpec } from '../state/filterSpec';
import { pageGenerationText } from '@quarry/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api';
import { duplicatesSpec, failedOutcome, pageGenerationOutcome, zipBlob } from './pageGeneration';

const answer = { base64File: null, fileName: null, numOfDuplicates: 0, failedTitle: null };

describe('page generation outcomes', () => {
  it('downloads the zip the server made, under its name or the fallback', () => {
    expect(pageGenerationOutcome({ ...answer, base64File: 'UEs=', fileName: 'a.zip' }, 'b.zip')).toEqual({
      kind: 'zip',
      base64File: 'UEs=',
      fileName: 'a.zip',
    });
    expect(pageGenerationOutcome({ ...answer, base64File: 'UEs=' }, 'b.zip')).toMatchObject({ fileName: 'b.zip' });
  });

  it('halts on duplicates', () => {
    expect(pageGenerationOutcome({ ...answer, numOfDuplicates: 3 }, 'b.zip')).toEqual({
      kind: 'halted',
      duplicates: 3,
    });
  });

  it('fails naming the document, the server text, or saying no message was given', () => {
    expect(pageGenerationOutcome({ ...answer, failedTitle: 'Peat' }, 'b.zip')).toEqual({
      kind: 'failed',
      message: pageGenerationText.failedOn('Peat'),
    });
    expect(pageGenerationOutcome(answer, 'b.zip')).toEqual({ kind: 'failed', message: pageGenerationText.noMessage });
    expect(failedOutcome(new ApiError(500, 'Internal server error'))).toEqual({
      kind: 'failed',
      message: 'Internal server error',
    });
    expect(failedOutcome(new ApiError(0, ''))).toEqual({ kind: 'failed', message: pageGenerationText.noMessage });
    expect(failedOutcome(new Error('boom'))).toEqual({ kind: 'failed', message: pageGenerationText.noMessage });
  });

  it('shows the duplicates in Dup-Scanning Order, the rest of the filter kept', () => {
    const spec = { ...defaultSpec(false), freeText: 'soil' };
    expect(duplicatesSpec(spec)).toEqual({ ...spec, onlyDuplicateDocuments: true, sortDocumentsBy: 'dupScanning' });
  });

  it('turns the base64 answer into the zip bytes', async () => {
    const blob = zipBlob(btoa('PK\u0003\u0004'));
    expect(blob.type).toBe('application/zip');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([0x50, 0x4b, 3, 4]));
  });
});
