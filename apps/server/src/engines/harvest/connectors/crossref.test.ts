import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type SourceServer, startSourceServer } from '@quarry/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../http/http-client.js';
import { createCrossrefClient } from './crossref.js';
import { parseCrossrefWork } from './crossref-parse.js';

const fixtures = fileURLToPath(new URL('../../../../test-fixtures/', import.meta.url));
const message = (name: string) =>
  (JSON.parse(readFileSync(`${fixtures}crossref/${name}`, 'utf8')) as { message: unknown }).message;

describe('a Crossref work message', () => {
  const doc = parseCrossrefWork(message('work-10.5555-juh.2019.118.json'), '10.5555/juh.2019.118')!;

  it('reads every bibliographic field', () => {
    expect(doc).toMatchObject({
      type: 'Article',
      publicationType: 'journal-article',
      title: 'Rainwater retention of green roofs: a three-year field study',
      doi: '10.5555/juh.2019.118',
      journal: 'Journal of Urban Hydrology',
      publisher: 'Example Academic Press',
      volume: '14',
      issue: '2',
      firstPage: '118',
      lastPage: '131',
      date: '2019-02-27',
      datePrecision: 'DayMonthYear',
      language: 'en',
      citationNumber: 23,
      harvesterType: 'PUBLISHER',
      url: 'http://dx.doi.org/10.5555/juh.2019.118',
      fullTextUrl: 'https://press.example.org/juh/118.pdf',
      keywords: ['Water Science and Technology', 'Civil and Structural Engineering'],
      provenance: { source: 'crossref', query: '10.5555/juh.2019.118', sourceId: '10.5555/juh.2019.118' },
    });
  });

  it('strips the JATS markup of the abstract', () => {
    expect(doc.abstract).toBe(
      'Green roofs retain rainwater. We compare sedum and meadow roofs in Rotterdam over three winters & two summers. Meadow roofs retained 61% of rainfall.',
    );
  });

  it('reads the versions the record states, not its citations or reviews', () => {
    const preprint = parseCrossrefWork(
      {
        DOI: '10.1101/2020.01.01.123456',
        title: ['Peat carbon'],
        type: 'posted-content',
        relation: {
          'is-preprint-of': [{ 'id-type': 'doi', id: 'https://doi.org/10.5555/PEAT.2021', 'asserted-by': 'subject' }],
          'has-review': [{ 'id-type': 'doi', id: '10.5555/review.1' }],
          'is-version-of': [{ 'id-type': 'uri', id: 'https://example.org/peat' }],
          cites: [],
        },
      },
      'peat',
    );
    expect(preprint?.relatedDois).toEqual(['10.5555/peat.2021']);
    expect(doc.relatedDois).toBeUndefined();
  });

  it('reads people, ORCIDs, affiliations and a consortium author', () => {
    expect(doc.authors).toEqual([
      {
        name: 'Sanne de Vries',
        position: 0,
        orcid: '0000-0001-5109-3700',
        affiliations: [{ name: 'Delft University of Technology, Delft, The Netherlands' }],
        rawAffiliation: 'Delft University of Technology, Delft, The Netherlands',
      },
      {
        name: 'P. K. Okafor',
        position: 1,
        affiliations: [{ name: 'University of Lagos' }, { name: 'Wageningen University' }],
        rawAffiliation: 'University of Lagos; Wageningen University',
      },
      { name: 'Urban Water Consortium', position: 2, affiliations: [] },
    ]);
  });

  it('reads a chapter with a year only and an article-style page', () => {
    expect(parseCrossrefWork(message('work-10.5555-book.77.json'), 'q')).toMatchObject({
      type: 'Book Chapter',
      journal: 'Handbook of Catchment Science',
      firstPage: 'e77',
      date: '2015-01-01',
      datePrecision: 'Year',
      authors: [{ name: 'Ines Müller', position: 0, affiliations: [] }],
    });
  });
});

describe('Crossref connector', () => {
  let server: SourceServer;
  beforeAll(async () => {
    server = await startSourceServer({
      fixturesDir: fixtures,
      routes: [
        { path: '/works/10.5555/juh.2019.118', file: 'crossref/work-10.5555-juh.2019.118.json' },
        { path: /^\/works\//, status: 404, body: 'Resource not found.' },
      ],
    });
  });
  afterAll(() => server.close());
  const crossref = () =>
    createCrossrefClient({
      baseUrl: server.url,
      http: createHttpClient(),
      mailto: 'team@example.org',
      minIntervalMs: 0,
    });

  it('looks a DOI up, whatever its spelling, with mailto', async () => {
    const doc = await crossref().lookupDoi('https://doi.org/10.5555/JUH.2019.118');
    expect(doc?.title).toBe('Rainwater retention of green roofs: a three-year field study');
    expect(server.requestsTo('/works/10.5555/juh.2019.118')[0]?.query.get('mailto')).toBe('team@example.org');
  });

  it('answers undefined for an unknown DOI or a text that is no DOI', async () => {
    await expect(crossref().lookupDoi('10.5555/unknown')).resolves.toBeUndefined();
    await expect(crossref().lookupDoi('hello')).resolves.toBeUndefined();
  });
});
