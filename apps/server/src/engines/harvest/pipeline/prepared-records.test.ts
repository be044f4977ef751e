import { describe, expect, it } from 'vitest';
import type { NormalizedDocument } from '../document.js';
import { cleanRecord } from './clean-metadata.js';
import { workFieldsOf } from './investigation-works.js';
import { cleanedOf, prepareRecord, signatureOfRecord, withPreparation } from './prepared-records.js';
import { signatureOf } from './work-signature.js';

const record = (title: string, abstract: string): NormalizedDocument => ({
  type: 'Article',
  title,
  abstract,
  date: '2020-01-01',
  datePrecision: 'Year',
  harvesterType: 'PUBLISHER',
  authors: [{ position: 0, name: 'Marie Curie', affiliations: [] }],
  concepts: [],
  keywords: [],
  provenance: { source: 'local-file', query: 'refs.ris' },
});

/** A record as it arrives from the worker: a structured copy, prepared there. */
const throughWorker = (doc: NormalizedDocument) =>
  withPreparation(structuredClone(doc), structuredClone(prepareRecord(doc)));

describe('records prepared for the ingest where they were read', () => {
  it('give the ingest the same cleaning and signature it would work out itself', () => {
    const dirty = record('Soil\u0000 carbon', 'Abstract The test  of <i>soil</i>.');
    const arrived = throughWorker(dirty);
    expect(cleanedOf(arrived)).toEqual(cleanRecord(dirty));
    expect(signatureOfRecord(cleanedOf(arrived)!.doc)).toEqual(signatureOf(workFieldsOf(cleanRecord(dirty).doc)));
    const clean = throughWorker(record('Soil carbon', 'The test of soil.'));
    expect(cleanedOf(clean)).toEqual({ doc: clean, raw: undefined });
  });

  it('are used as prepared, not worked out again', () => {
    const arrived = throughWorker(record('Soil carbon', 'The test.'));
    const { doc } = cleanedOf(arrived)!;
    expect(cleanedOf(arrived)!.doc).toBe(doc);
    expect(signatureOfRecord(doc)).toBe(signatureOfRecord(doc));
  });

  it('leave a record without a title to the ingest, which cannot keep it', () => {
    const untitled = throughWorker(record(' \u0000 ', 'An abstract.'));
    expect(prepareRecord(untitled)).toEqual({});
    expect(cleanedOf(untitled)).toBeUndefined();
  });

  it('are worked out on the spot for a record that did not come through the worker', () => {
    const doc = record('Soil  carbon', '');
    expect(cleanedOf(doc)).toEqual(cleanRecord(doc));
  });
});
