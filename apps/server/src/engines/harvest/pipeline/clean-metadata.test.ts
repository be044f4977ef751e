import { describe, expect, it } from 'vitest';
import type { NormalizedDocument } from '../document.js';
import { cleanAbstract, cleanAffiliation, cleanJournal, cleanRecord, cleanTitle } from './clean-metadata.js';

// Real values from ../shared/data's recorded OpenAlex and Crossref responses (works_openalexPro_doi_batch.jsonl,
// works_citing_keypaper_snowball.json, works_tu9_universities_books_2017-2022.json, crossref/work_10.1155_2014_191960.json).

const WORLD_BANK =
  'No AccessPolicy Research Working Papers21 Jun 2013Governance Matters IV : Governance Indicators For 1996-2004Authors/Editors: Daniel Kaufmann, Aart Kraay, Massimo MastruzziDaniel Kaufmann, Aart Kraay, Massimo Mastruzzihttps://doi.org/10.1596/1813-9450-3630SectionsAboutPDF (0.7 MB) ToolsAdd to favoritesDownload CitationsTrack Citations ShareFacebookTwitterLinked In Abstract:The authors present the latest update of their aggregate governance indicators. They argue against recent efforts to apply a discount to governance performance in low-income countries. Previous bookNext book FiguresReferencesRecommendedDetailsCited ByVulnerability of Islamic banking in ASEANIslamic Economic Studies, Vol.29, No.29 May';
const OXFORD =
  "Journal Article Tests for departure from normality. Empirical results for the distributions of b2 and √b1 Get access RALPH D'AGOSTINO, RALPH D'AGOSTINO Boston University Search for other works by this author on: Oxford Academic Google Scholar E. S. PEARSON E. S. PEARSON University CollegeLondon Search for other works by this author on: Oxford Academic Google Scholar Biometrika, Volume 60, Issue 3, December 1973, Pages 613–622";
const JAMA =
  'Our website uses cookies to enhance your experience. By continuing to use our site, or clicking "Continue," you are agreeing to our Cookie Policy | Continue JAMA HomeNew OnlineCurrent Issue … Input Search Term Sign In Individual Sign In Sign inCreate an Account Access through your institution Sign In Purchase Options: Buy this article';

describe('cleaning a journal, title or affiliation', () => {
  it('drops control, private-use and missing-glyph characters', () => {
    expect(cleanJournal('\u0098The \u009cLancet')).toBe('The Lancet');
    expect(cleanJournal('\u25afThe \u25afJournal of Finance\ue001')).toBe('The Journal of Finance');
    expect(cleanTitle('Soil\u0000 carbon\u200b')).toBe('Soil carbon');
  });

  it('keeps the joiners other scripts need', () => {
    expect(cleanAffiliation('میشیقان بیلیم\u200cیوردو')).toBe('میشیقان بیلیم\u200cیوردو');
  });

  it('removes HTML and XML remnants, decodes entities, collapses white space', () => {
    expect(
      cleanTitle(
        'Tests for departure from normality. Empirical results for the distributions of <i>b</i><sup>2</sup> and √<i>b</i><sup>1</sup>',
      ),
    ).toBe('Tests for departure from normality. Empirical results for the distributions of b2 and √b1');
    expect(cleanAffiliation('<org_name>University of Maribor, Slovenia</org_name>')).toBe(
      'University of Maribor, Slovenia',
    );
    expect(cleanAffiliation('Watershed Planner, Watershed &amp; Coastal Resources Division')).toBe(
      'Watershed Planner, Watershed & Coastal Resources Division',
    );
    expect(
      cleanTitle(
        'Fortschreibung gewerblicher Lastprofile und Quantifizierung regionalisierter  Lastflexibilisierungspotenziale',
      ),
    ).toBe(
      'Fortschreibung gewerblicher Lastprofile und Quantifizierung regionalisierter Lastflexibilisierungspotenziale',
    );
  });

  it('leaves comparisons that look like tags alone', () => {
    expect(cleanTitle('Survival when p < 0.05 and q > 1')).toBe('Survival when p < 0.05 and q > 1');
    expect(cleanTitle('AT&T and the &copy 2020 sign')).toBe('AT&T and the &copy 2020 sign');
  });
});

describe('cleaning an abstract', () => {
  it("keeps only a publisher page's own abstract", () => {
    expect(cleanAbstract(WORLD_BANK)).toBe(
      'The authors present the latest update of their aggregate governance indicators. They argue against recent efforts to apply a discount to governance performance in low-income countries.',
    );
  });

  it('empties an abstract that is only a landing page or a cookie banner', () => {
    expect(cleanAbstract(OXFORD)).toBe('');
    expect(cleanAbstract(JAMA)).toBe('');
  });

  it('drops a heading word and JATS paragraphs, joins a drop capital', () => {
    expect(cleanAbstract('Abstract The test is based on the maximum difference')).toBe(
      'The test is based on the maximum difference',
    );
    expect(cleanAbstract('SUMMARY Besides supplying the growing demand for wood')).toBe(
      'Besides supplying the growing demand for wood',
    );
    expect(cleanAbstract('Abstract: I reviewed some of the financial mechanisms')).toBe(
      'I reviewed some of the financial mechanisms',
    );
    expect(cleanAbstract('<jats:p>In the last decades, a very important breakthrough</jats:p>')).toBe(
      'In the last decades, a very important breakthrough',
    );
    expect(cleanAbstract('H uman impacts on the environment are intensifying')).toBe(
      'Human impacts on the environment are intensifying',
    );
  });

  it('leaves real first words alone', () => {
    expect(cleanAbstract('Summary statistics of 40 trials were pooled.')).toBe(
      'Summary statistics of 40 trials were pooled.',
    );
    expect(cleanAbstract('A woman in her forties presented with fever.')).toBe(
      'A woman in her forties presented with fever.',
    );
  });
});

describe('cleaning a record', () => {
  const record: NormalizedDocument = {
    type: 'Article',
    title: 'Peat  carbon',
    abstract: 'Abstract: Peat stores carbon.',
    journal: '\u0098The \u009cLancet',
    harvesterType: 'MICROSOFT',
    authors: [
      {
        name: 'Ada Lovelace',
        position: 0,
        affiliations: [{ name: '<org_name>University of Maribor</org_name>' }],
        rawAffiliation: '<org_name>University of Maribor</org_name>',
      },
      { name: 'Alan Turing', position: 1, affiliations: [] },
    ],
    concepts: [],
    keywords: [],
    provenance: { source: 'openalex', query: 'peat' },
  };

  it('cleans every field and keeps the raw values of those it changed', () => {
    const { doc, raw } = cleanRecord(record);
    expect(doc).toMatchObject({ title: 'Peat carbon', abstract: 'Peat stores carbon.', journal: 'The Lancet' });
    expect(doc.authors[0]).toMatchObject({
      affiliations: [{ name: 'University of Maribor' }],
      rawAffiliation: 'University of Maribor',
    });
    expect(doc.authors[1]).toBe(record.authors[1]);
    expect(raw).toEqual({
      title: 'Peat  carbon',
      abstract: 'Abstract: Peat stores carbon.',
      journal: '\u0098The \u009cLancet',
      authors: [
        {
          position: 0,
          rawAffiliation: '<org_name>University of Maribor</org_name>',
          affiliations: ['<org_name>University of Maribor</org_name>'],
        },
      ],
    });
  });

  it('gives a clean record back as it is, with no raw values', () => {
    const clean = {
      ...record,
      title: 'Peat carbon',
      abstract: 'Peat stores carbon.',
      journal: 'The Lancet',
      authors: [],
    };
    expect(cleanRecord(clean)).toEqual({ doc: clean, raw: undefined });
  });
});
