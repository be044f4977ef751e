import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@quarry/testkit';
import { describe, expect, it } from 'vitest';
import { mineDocument } from '../../../text/mine.js';
import type { NormalizedDocument } from '../document.js';
import { parseArxivFeed } from './arxiv-parse.js';
import { parseCrossrefWork } from './crossref-parse.js';
import { arr, obj } from './json-read.js';
import { parseLocalFile } from './local-file.js';
import { jsonRecords, readJsonContent } from './local-file-format.js';
import { parseOpenAlexAuthor, parseOpenAlexInstitution } from './openalex-entities.js';
import { parseOpenAlexWork } from './openalex-parse.js';
import { extractPage } from './page-extract.js';

/**
 * The real-data lane: every recorded response in ../shared/data (next to the repository) through the parsers.
 * It prints what it read so the figures can be quoted; without the folder it says it was skipped.
 */
const dataDir = path.join(repoRoot, '..', 'shared', 'data');
const hasData = existsSync(dataDir);
const filesIn = (folder: string) => readdirSync(path.join(dataDir, folder)).sort();
const read = (folder: string, file: string) => readFileSync(path.join(dataDir, folder, file), 'utf8');

function records(folder: string, file: string): unknown[] {
  const json = readJsonContent(read(folder, file));
  if (!json) throw new Error(`${folder}/${file} is neither JSON nor JSON Lines`);
  return jsonRecords(json);
}

function tally(documents: NormalizedDocument[]) {
  const authors = documents.reduce((sum, doc) => sum + doc.authors.length, 0);
  const affiliations = documents.reduce(
    (sum, doc) => sum + doc.authors.reduce((inner, author) => inner + author.affiliations.length, 0),
    0,
  );
  return { documents: documents.length, authors, affiliations };
}

const harvested: NormalizedDocument[] = [];

if (!hasData) {
  describe('real-data lane', () => {
    it.skip(`skipped: ${dataDir} (../shared/data next to the repository) is absent`, () => {});
  });
}

describe.skipIf(!hasData)('real data (../shared/data)', () => {
  it('parses every OpenAlex file', () => {
    const lines: string[] = [];
    for (const file of filesIn('openalex')) {
      const items = records('openalex', file);
      if (/^(works_|work_|api_W|snapshot_works)/.test(file)) {
        const documents = items
          .map((item) => parseOpenAlexWork(item, { query: file }))
          .filter((doc) => doc !== undefined);
        expect(documents.length, file).toBeGreaterThan(0);
        harvested.push(...documents);
        const viaUpload = parseLocalFile(file, read('openalex', file));
        expect(viaUpload.format, file).toBe('openalex-json');
        expect(viaUpload.documents.length, file).toBe(documents.length);
        const counts = tally(documents);
        lines.push(
          `${file}: ${items.length} records → ${counts.documents} documents, ${counts.authors} authors, ${counts.affiliations} affiliations`,
        );
      } else if (/author/i.test(file) || file.startsWith('api_A')) {
        const authors = items.map(parseOpenAlexAuthor).filter((author) => author !== undefined);
        expect(authors.length, file).toBe(items.length);
        lines.push(
          `${file}: ${authors.length} authors (${authors.map((author) => `${author.displayName}, ${author.lastKnownInstitutions.length} last known institutions`).join('; ')})`,
        );
      } else if (/institution/i.test(file) || file.startsWith('api_I')) {
        const institutions = items.map(parseOpenAlexInstitution).filter((institution) => institution !== undefined);
        expect(institutions.length, file).toBe(items.length);
        lines.push(`${file}: ${institutions.length} institutions`);
      } else {
        // sources, concepts, publishers, funders, topics: not harvested as documents; they must not pass as works
        expect(items.map((item) => parseOpenAlexWork(item, { query: file })).filter(Boolean), file).toEqual([]);
        lines.push(`${file}: ${items.length} records, not works (ignored as expected)`);
      }
    }
    console.log(`OpenAlex (${lines.length} files)\n  ${lines.join('\n  ')}`);
  });

  it('parses every Crossref file', () => {
    const lines: string[] = [];
    for (const file of filesIn('crossref')) {
      const message = obj(JSON.parse(read('crossref', file)))?.message;
      const items = file.startsWith('works_list') ? arr(obj(message)?.items) : [message];
      const documents = items.map((item) => parseCrossrefWork(item, file)).filter((doc) => doc !== undefined);
      expect(documents.length, file).toBe(items.length);
      harvested.push(...documents);
      const counts = tally(documents);
      lines.push(
        `${file}: ${counts.documents} documents, ${counts.authors} authors, ${counts.affiliations} affiliations`,
      );
    }
    console.log(`Crossref (${lines.length} files)\n  ${lines.join('\n  ')}`);
  });

  it('parses every arXiv feed', () => {
    const lines: string[] = [];
    for (const file of filesIn('arxiv')) {
      const feed = parseArxivFeed(read('arxiv', file), file);
      expect(feed.error, file).toBeUndefined();
      expect(feed.documents.length, file).toBe(feed.entries);
      harvested.push(...feed.documents);
      const counts = tally(feed.documents);
      lines.push(
        `${file}: ${counts.documents} documents of ${feed.total}, ${counts.authors} authors, ${counts.affiliations} affiliations`,
      );
    }
    console.log(`arXiv (${lines.length} files)\n  ${lines.join('\n  ')}`);
  });

  // Readability over every saved page takes seconds, more on a busy machine.
  it('reads every saved web page', { timeout: 30_000 }, () => {
    const lines: string[] = [];
    const folder = path.join('webpages', 'readability');
    for (const name of filesIn(folder)) {
      const expected = JSON.parse(read(path.join(folder, name), 'expected-metadata.json')) as {
        title: string;
        lang: string | null;
      };
      const page = extractPage(read(path.join(folder, name), 'source.html'), `https://${name}.example.org/article`);
      expect(expected.title.startsWith(page.title) || page.title.startsWith(expected.title), name).toBe(true);
      expect(page.text.length, name).toBeGreaterThan(500);
      const document: NormalizedDocument = {
        type: 'Web Page',
        title: page.title,
        abstract: page.excerpt,
        language: page.declaredLanguage,
        harvesterType: 'GENERIC',
        url: page.canonicalUrl,
        authors: [],
        concepts: [],
        keywords: [],
        text: page.text,
        provenance: { source: 'web-page', query: name },
      };
      const mined = mineDocument(document);
      if (expected.lang) expect(mined.language, name).toBe(expected.lang.slice(0, 2));
      harvested.push(document);
      lines.push(
        `${name}: "${page.title}", ${page.text.length} chars, ${mined.language}, date ${page.published?.date ?? '-'}, ` +
          `${mined.persons.length} persons, ${mined.organizations.length} organizations, ${mined.locations.length} locations, ` +
          `key phrases: ${mined.concepts
            .slice(0, 3)
            .map((concept) => concept.name)
            .join(', ')}`,
      );
    }
    console.log(`Web pages (${lines.length})\n  ${lines.join('\n  ')}`);
  });

  it('mines every harvested document, and says how fast', () => {
    const publications = harvested.filter((doc) => doc.type !== 'Web Page');
    const totals = { persons: 0, organizations: 0, locations: 0, emails: 0, concepts: 0, languages: 0 };
    for (const doc of harvested) {
      const mined = mineDocument(doc);
      totals.persons += mined.persons.length;
      totals.organizations += mined.organizations.length;
      totals.locations += mined.locations.length;
      totals.emails += mined.emails.length;
      totals.concepts += mined.concepts.length;
      if (mined.language) totals.languages++;
    }
    const msPerDocument = (documents: NormalizedDocument[]) => {
      let best = Infinity;
      for (let round = 0; round < 3; round++) {
        const started = performance.now();
        for (const doc of documents) mineDocument(doc);
        best = Math.min(best, (performance.now() - started) / documents.length);
      }
      return best;
    };
    const asGiven = msPerDocument(publications);
    // the same publications without their source language, so that language detection is timed too
    const best = msPerDocument(publications.map((doc) => ({ ...doc, language: undefined })));
    const counts = tally(harvested);
    console.log(
      `All real data: ${counts.documents} documents (${publications.length} publications, ${harvested.length - publications.length} web pages), ` +
        `${counts.authors} authors, ${counts.affiliations} affiliations; mined ${totals.persons} persons, ${totals.organizations} organizations, ` +
        `${totals.locations} locations, ${totals.emails} e-mails, ${totals.concepts} concepts, a language for ${totals.languages}\n` +
        `Mining speed (publications, title + abstract; best of 3 rounds over ${publications.length}): ` +
        `${asGiven.toFixed(3)} ms per document with the sources' languages, ${best.toFixed(3)} ms with every language detected`,
    );
    expect(counts.documents).toBeGreaterThan(800);
  }, 60_000);
});
