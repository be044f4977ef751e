import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseOpenAlexAuthor, parseOpenAlexInstitution, resultsOf } from './openalex-entities.js';
import { parseOpenAlexWork } from './openalex-parse.js';

const fixtures = fileURLToPath(new URL('../../../../test-fixtures/openalex/', import.meta.url));
const load = (name: string): unknown => JSON.parse(readFileSync(fixtures + name, 'utf8'));

describe('an OpenAlex work in the current schema', () => {
  const [work, book] = resultsOf(load('works-search-page-1.json'));
  const doc = parseOpenAlexWork(work, { query: 'soil carbon' })!;

  it('reads the bibliographic fields', () => {
    expect(doc).toMatchObject({
      type: 'Article',
      publicationType: 'article',
      title: 'Soil carbon sequestration under cover crops in Mediterranean vineyards',
      doi: '10.5555/soil.2021.0042',
      journal: 'Journal of Soil Ecology',
      publisher: 'Example Academic Press',
      volume: '58',
      issue: '3',
      firstPage: '211',
      lastPage: '229',
      date: '2021-03-15',
      datePrecision: 'DayMonthYear',
      language: 'en',
      citationNumber: 37,
      harvesterType: 'MICROSOFT',
      url: 'https://journal.example.org/soil/42',
      fullTextUrl: 'https://journal.example.org/soil/42.pdf',
      provenance: { source: 'openalex', query: 'soil carbon', sourceId: 'W4390000001' },
    });
  });

  it('rebuilds the abstract from the inverted index', () => {
    expect(doc.abstract).toMatch(
      /^Vineyards in the Mediterranean basin store less soil carbon than nearby woodland\. We measured/,
    );
    expect(doc.abstract).toMatch(/within five years\. Contact: marta\.puig@example\.edu$/);
  });

  it('reads authors with ids, institutions and the printed affiliations', () => {
    expect(doc.authors).toEqual([
      {
        name: 'Marta Puig i Serra',
        position: 0,
        orcid: '0000-0002-1825-0097',
        openalexId: 'A5000000011',
        affiliations: [
          {
            name: 'Autonomous University of Barcelona',
            countryCode: 'ES',
            rorId: '052g8jq94',
            openalexId: 'I100000001',
          },
          {
            name: 'Centre for Ecological Research and Forestry Applications',
            countryCode: 'ES',
            rorId: '03abrgd14',
            openalexId: 'I100000002',
          },
        ],
        rawAffiliation: 'Universitat Autònoma de Barcelona, Bellaterra, Spain; CREAF, Cerdanyola del Vallès, Spain',
      },
      {
        name: 'Jean-Luc Moreau',
        position: 1,
        openalexId: 'A5000000012',
        affiliations: [
          { name: 'Institut Agro Montpellier', countryCode: 'FR', rorId: '01ar3gb70', openalexId: 'I100000003' },
        ],
        rawAffiliation: 'Institut Agro, Montpellier, France',
      },
    ]);
  });

  it('keeps topics, keywords and concepts with their scores', () => {
    expect(doc.concepts).toEqual([
      { name: 'Soil Carbon and Nitrogen Dynamics', score: 0.9981, kind: 'topic' },
      { name: 'Cover crop', score: 0.61, kind: 'keyword' },
      { name: 'Soil carbon', score: 0.83, kind: 'concept' },
      { name: 'Agronomy', score: 0.41, kind: 'concept' },
    ]);
    expect(doc.keywords).toEqual(['Cover crop']);
  });

  it('maps a book and leaves unknown fields out', () => {
    const parsed = parseOpenAlexWork(book, { query: 'q' })!;
    expect(parsed).toMatchObject({
      type: 'Book',
      publicationType: 'book',
      date: '2019-01-01',
      url: 'https://openalex.org/W4390000002',
    });
    expect(parsed).not.toHaveProperty('doi');
    expect(parsed).not.toHaveProperty('fullTextUrl');
    expect(parsed.abstract).toBe('');
    expect(parsed.authors[0]).toEqual({
      name: 'Ana Ferreira',
      position: 0,
      openalexId: 'A5000000013',
      affiliations: [],
    });
  });

  it('gives a chapter with only a year that precision, and skips untitled stubs', () => {
    const [chapter, stub] = resultsOf(load('works-search-page-2.json'));
    expect(parseOpenAlexWork(chapter, { query: 'q' })).toMatchObject({
      type: 'Book Chapter',
      date: '2018-01-01',
      datePrecision: 'Year',
    });
    expect(parseOpenAlexWork(stub, { query: 'q' })).toBeUndefined();
  });
});

describe('the versions OpenAlex joined into a work', () => {
  it('are its locations with a DOI of their own', () => {
    const doc = parseOpenAlexWork(
      {
        id: 'https://openalex.org/W1',
        title: 'Peat carbon',
        doi: 'https://doi.org/10.5555/peat.2021',
        locations: [
          {
            landing_page_url: 'https://doi.org/10.5555/peat.2021',
            doi: 'https://doi.org/10.5555/peat.2021',
            version: 'publishedVersion',
          },
          { landing_page_url: 'https://doi.org/10.2139/ssrn.42', version: 'submittedVersion' },
          { landing_page_url: 'https://arxiv.org/abs/2101.00001', doi: 'https://doi.org/10.48550/arxiv.2101.00001' },
          { landing_page_url: 'https://repository.example.org/1' },
        ],
      },
      { query: 'peat' },
    );
    expect(doc?.relatedDois).toEqual(['10.2139/ssrn.42', '10.48550/arxiv.2101.00001']);
  });
});

describe('the ids OpenAlex knows a work by', () => {
  it("are its own, PubMed's, PMC's and an arXiv copy's (W1909800943 as ../shared/data/openalex records it)", () => {
    const doc = parseOpenAlexWork(
      {
        id: 'https://openalex.org/W1909800943',
        title: 'What Teachers Should Know About the Bootstrap: Resampling in the Undergraduate Statistics Curriculum',
        doi: 'https://doi.org/10.1080/00031305.2015.1089789',
        ids: {
          openalex: 'https://openalex.org/W1909800943',
          doi: 'https://doi.org/10.1080/00031305.2015.1089789',
          mag: '1909800943',
          pmid: 'https://pubmed.ncbi.nlm.nih.gov/27019512',
          pmcid: 'https://www.ncbi.nlm.nih.gov/pmc/articles/4784504',
        },
        locations: [
          { landing_page_url: 'https://doi.org/10.1080/00031305.2015.1089789' },
          { landing_page_url: 'https://europepmc.org/articles/pmc4784504' },
          { landing_page_url: 'https://www.ncbi.nlm.nih.gov/pmc/articles/PMC4784504' },
          { landing_page_url: 'https://arxiv.org/abs/1411.5279' },
          { landing_page_url: 'http://arxiv.org/abs/1411.5279' },
        ],
      },
      { query: 'bootstrap' },
    );
    expect(doc?.doi).toBe('10.1080/00031305.2015.1089789');
    expect(doc?.provenance).toEqual({
      source: 'openalex',
      query: 'bootstrap',
      sourceId: 'W1909800943',
      identifiers: {
        openalex: 'W1909800943',
        pubmed: 'https://pubmed.ncbi.nlm.nih.gov/27019512',
        pmc: 'https://www.ncbi.nlm.nih.gov/pmc/articles/4784504',
        arxiv: 'https://arxiv.org/abs/1411.5279',
      },
    });
  });

  it('are left out when a record has none', () => {
    expect(parseOpenAlexWork({ title: 'No id' }, { query: 'x' })?.provenance).toEqual({
      source: 'openalex',
      query: 'x',
    });
  });
});

describe('an OpenAlex work in the 2022 schema', () => {
  const [work] = load('works-2022-schema.json') as unknown[];
  const doc = parseOpenAlexWork(work, { query: 'I4577782' })!;

  it('reads venue and publisher from host_venue and string scores as numbers', () => {
    expect(doc).toMatchObject({
      type: 'Book',
      publicationType: 'proceedings',
      journal: 'Lecture Notes in Water Research',
      publisher: 'Example Springer',
      volume: '12',
      firstPage: '1',
      lastPage: '310',
      citationNumber: 4,
      url: 'https://doi.org/10.5555/proc.2020.7',
      date: '2020-09-01',
    });
    expect(doc.concepts).toEqual([{ name: 'Hydrology', score: 0.5123, kind: 'concept' }]);
    expect(doc).not.toHaveProperty('language');
  });

  it('reads the single raw affiliation string', () => {
    expect(doc.authors).toEqual([
      {
        name: 'Klaus Weber',
        position: 0,
        openalexId: 'A4200000021',
        affiliations: [
          { name: 'Technical University of Berlin', countryCode: 'DE', rorId: '03v4gjf40', openalexId: 'I4577782' },
        ],
        rawAffiliation: 'Technische Universität Berlin, Germany',
      },
    ]);
  });
});

describe('OpenAlex authors and institutions', () => {
  it('reads candidates from both the current and the older author schema', () => {
    const [current, older, none] = resultsOf(load('authors-search.json')).map(parseOpenAlexAuthor);
    expect(current).toEqual({
      id: 'A5000000011',
      displayName: 'Marta Puig i Serra',
      alternativeNames: ['M. Puig', 'Puig, Marta'],
      orcid: '0000-0002-1825-0097',
      worksCount: 41,
      citedByCount: 900,
      lastKnownInstitutions: [
        { name: 'Autonomous University of Barcelona', countryCode: 'ES', rorId: '052g8jq94', openalexId: 'I100000001' },
      ],
    });
    expect(older?.lastKnownInstitutions).toEqual([
      { name: 'University of Girona', countryCode: 'ES', rorId: '01xdxns91', openalexId: 'I100000004' },
    ]);
    expect(none?.lastKnownInstitutions).toEqual([]);
  });

  it('reads institutions for the University form', () => {
    const [uab] = resultsOf(load('institutions-search.json')).map(parseOpenAlexInstitution);
    expect(uab).toEqual({
      id: 'I100000001',
      displayName: 'Autonomous University of Barcelona',
      alternativeNames: ['Universitat Autònoma de Barcelona'],
      acronyms: ['UAB'],
      countryCode: 'ES',
      city: 'Bellaterra',
      rorId: '052g8jq94',
      type: 'education',
      homepageUrl: 'https://www.uab.cat',
      worksCount: 98000,
    });
  });
});
