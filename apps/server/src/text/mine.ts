import { findEmails } from './emails.js';
import { extractEntities } from './entities.js';
import { keyPhrases } from './key-phrases.js';
import { detectLanguage } from './language.js';

/** A concept, topic, keyword or key phrase of a document, with its weight (0..1). */
export interface MinedConcept {
  name: string;
  score: number;
  kind: 'concept' | 'topic' | 'keyword' | 'keyphrase';
}

/** What mining reads of a document (the harvest's normalized document has these fields and more). */
export interface MinableDocument {
  type: string;
  title: string;
  abstract: string;
  /** Readable text of a web page. */
  text?: string;
  language?: string;
  concepts: MinedConcept[];
}

export interface DocumentMining {
  persons: string[];
  organizations: string[];
  locations: string[];
  emails: string[];
  /** The document's own language when the source gave one, else detected (undefined when too short to tell). */
  language?: string;
  /** Publications: the source's concepts, topics and keywords as given. Web pages: those, or key phrases. */
  concepts: MinedConcept[];
}

/** Entities come from the title and the start of the abstract or page text; enough to characterize it, and bounded. */
const MINED_CHARS = 3000;
const KEY_PHRASES = 15;

/**
 * Everything the text of one document yields, in one call per stored document. Publications take the fast
 * lexicon path only (the ingest target is ≥ 1,000 documents/s); web pages, which arrive one fetch at a time,
 * also get compromise's full parse.
 */
export function mineDocument(doc: MinableDocument): DocumentMining {
  const isPage = doc.type === 'Web Page';
  const body = isPage && doc.text ? doc.text : doc.abstract;
  const text = `${doc.title}.\n${body}`.slice(0, MINED_CHARS);
  const entities = extractEntities(text, { thorough: isPage });
  const emails = findEmails(isPage && doc.text ? `${doc.abstract}\n${doc.text}` : text);
  const concepts =
    isPage && doc.concepts.length === 0
      ? keyPhrases(doc.text || doc.abstract, KEY_PHRASES).map(({ phrase, score }): MinedConcept => ({
          name: phrase,
          score,
          kind: 'keyphrase',
        }))
      : doc.concepts;
  return { ...entities, emails, language: doc.language ?? detectLanguage(text), concepts };
}
