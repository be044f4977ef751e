import { readFileSync } from 'node:fs';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { parseLocalFile } from './local-file.js';

const sample = readFileSync(new URL('./fixtures/pubmed-xml/pubmed2.xml', import.meta.url), 'utf8');

describe('PubMed XML', () => {
  it('reads every <PubmedArticle> of biopython pubmed2.xml, as many as a whole-document XML parser finds', () => {
    const independent = new XMLParser({ isArray: (name) => name === 'PubmedArticle' }).parse(sample) as {
      PubmedArticleSet: { PubmedArticle: unknown[] };
    };
    const result = parseLocalFile('pubmed.xml', sample);
    expect(result.format).toBe('pubmed-xml');
    expect(result.errors).toEqual([]);
    expect(result.documents).toHaveLength(independent.PubmedArticleSet.PubmedArticle.length);
  });

  it('maps every field of an article', () => {
    const [first] = parseLocalFile('pubmed.xml', sample).documents;
    expect(first).toMatchObject({
      title:
        'Is cryopreservation a homogeneous process? Ultrastructure and motility of untreated, prefreezing, and postthawed spermatozoa of Diplodus puntazzo (Cetti).',
      authors: expect.arrayContaining([{ name: 'A R Taddei', position: 0, affiliations: [] }]),
      journal: 'Cryobiology',
      volume: '42',
      issue: '4',
      firstPage: '244',
      lastPage: '255',
      date: '2001-06-01',
      datePrecision: 'MonthYear',
      doi: '10.1006/cryo.2001.2328',
      language: 'en',
      publicationType: 'journal-article',
      url: 'https://pubmed.ncbi.nlm.nih.gov/11748933/',
      provenance: { sourceId: '11748933', identifiers: { pubmed: '11748933' } },
    });
    expect(first!.authors).toHaveLength(8);
    expect(first!.abstract).toContain('(P < 0.001)');
    expect(first!.keywords).toEqual(expect.arrayContaining(['Animals', 'Cryopreservation', 'Sperm Motility']));
  });

  it('joins a structured abstract with its labels and keeps inline markup out of the title', () => {
    const text = `<PubmedArticleSet><PubmedArticle><MedlineCitation><PMID>42</PMID><Article><Journal><JournalIssue>
      <PubDate><MedlineDate>2001 Jan-Feb</MedlineDate></PubDate></JournalIssue><ISOAbbreviation>J Abbr</ISOAbbreviation>
      </Journal><ArticleTitle>Water as H<sub>2</sub>O &amp; more</ArticleTitle><Abstract>
      <AbstractText Label="BACKGROUND">Why.</AbstractText><AbstractText Label="RESULTS">What.</AbstractText></Abstract>
      <AuthorList><Author><CollectiveName>The Study Group</CollectiveName></Author></AuthorList></Article></MedlineCitation>
      <PubmedData><ArticleIdList><ArticleId IdType="pmc">PMC99</ArticleId></ArticleIdList></PubmedData></PubmedArticle></PubmedArticleSet>`;
    const [document] = parseLocalFile('export.xml', text).documents;
    expect(document).toMatchObject({
      title: 'Water as H2O & more',
      abstract: 'BACKGROUND: Why. RESULTS: What.',
      journal: 'J Abbr',
      authors: [{ name: 'The Study Group' }],
      date: '2001-01-01',
      datePrecision: 'MonthYear',
      provenance: { identifiers: { pubmed: '42', pmc: 'PMC99' } },
    });
  });

  it('reports an article that is not well-formed XML by its PMID and keeps the others', () => {
    const broken = sample.replace('<Volume>153</Volume>', '<Volume>153</Volum>');
    const result = parseLocalFile('pubmed.xml', broken);
    expect(result.documents.map((document) => document.provenance.sourceId)).toEqual(['11748933']);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatch(/^record 2: PMID 11700088: not well-formed XML/);
  });
});
