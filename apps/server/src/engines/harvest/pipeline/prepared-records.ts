import type { NormalizedDocument } from '../document.js';
import { cleanRecord, type RawValues } from './clean-metadata.js';
import { workFieldsOf } from './investigation-works.js';
import { signatureOf, type WorkSignature } from './work-signature.js';

/** A record cleaned (clean-metadata.ts), with the raw values of what the cleaning changed. */
export interface CleanedRecord {
  doc: NormalizedDocument;
  raw: RawValues | undefined;
}

/**
 * What the ingest works out of a record before its transaction and that depends on the record alone: its cleaning
 * and its work signature (the duplicate matcher's form of it). The local-file worker computes it beside the parsing
 * (the server's thread is the ingest's critical path); `cleaned` is absent when the cleaning changed nothing.
 */
export interface PreparedRecord {
  cleaned?: CleanedRecord;
  signature?: WorkSignature;
}

const cleanedAlready = new WeakMap<NormalizedDocument, CleanedRecord>();
const signedAlready = new WeakMap<NormalizedDocument, WorkSignature>();

/** A titled record cleaned, or undefined for a record without a title (the ingest cannot keep it). */
function cleanedIfTitled(doc: NormalizedDocument): CleanedRecord | undefined {
  if (!doc.title.trim()) return undefined;
  const cleaned = cleanRecord(doc);
  return cleaned.doc.title ? cleaned : undefined;
}

/** The preparation of one record (in the worker that parsed it). */
export function prepareRecord(doc: NormalizedDocument): PreparedRecord {
  const cleaned = cleanedIfTitled(doc);
  if (!cleaned) return {};
  const signature = signatureOf(workFieldsOf(cleaned.doc));
  return cleaned.doc === doc ? { signature } : { cleaned, signature };
}

/** Remembers what the worker prepared for `doc` (as it arrived from the worker), so the ingest does not do it again. */
export function withPreparation(doc: NormalizedDocument, prepared: PreparedRecord): NormalizedDocument {
  const cleaned = prepared.cleaned ?? { doc, raw: undefined };
  if (prepared.signature) {
    cleanedAlready.set(doc, cleaned);
    signedAlready.set(cleaned.doc, prepared.signature);
  }
  return doc;
}

/** The record cleaned (undefined: it has no title), as prepared already or now. */
export function cleanedOf(doc: NormalizedDocument): CleanedRecord | undefined {
  return cleanedAlready.get(doc) ?? cleanedIfTitled(doc);
}

/** The work signature of a cleaned record, as prepared already or now. */
export function signatureOfRecord(cleaned: NormalizedDocument): WorkSignature {
  return signedAlready.get(cleaned) ?? signatureOf(workFieldsOf(cleaned));
}
