import { readFileSync } from 'node:fs';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { parseLocalFile } from './local-file.js';

const sample = readFileSync(
  new URL('./fixtures/endnote-xml/EndnoteXmlImporterTestLabelAndMultiTitle.xml', import.meta.url),
  'utf8',
);

describe('EndNote XML', () => {
  it('reads every <record> of the JabRef sample, as many as a whole-document XML parser finds', () => {
    const independent = new XMLParser({ isArray: (name) => name === 'record' }).parse(sample) as {
      xml: { records: { record: unknown[] } };
    };
    const result = parseLocalFile('library.xml', sample);
    expect(result.format).toBe('endnote-xml');
    expect(result.errors).toEqual([]);
    expect(result.documents).toHaveLength(independent.xml.records.record.length);
  });

  it('maps every field of a record and carries its notes as decisions', () => {
    const [first, second] = parseLocalFile('library.xml', sample).documents;
    expect(first).toMatchObject({
      title: 'An ecological basis for reforestation of submariginal lands in the Central Hardwood Region',
      authors: [{ name: 'A. G. Chapman' }],
      journal: 'Ecology',
      volume: '18',
      issue: '1',
      firstPage: '93',
      lastPage: '105',
      date: '1937-01-01',
      datePrecision: 'MonthYear',
      language: 'en',
      publicationType: 'journal-article',
      provenance: { sourceId: '13264' },
      decisions: { notes: ['some notes'] },
    });
    expect(first!.url).toBeUndefined(); // "<Go to ISI>://…" is no web address
    expect(second).toMatchObject({ type: 'Book', publicationType: 'book', decisions: { notes: ['some other notes'] } });
  });

  it('joins a title written in several styles and reads the label as a label', () => {
    const [, , third] = parseLocalFile('library.xml', sample).documents;
    expect(third).toMatchObject({
      title: 'A demographic study of the south polar skua Catharacta maccormicki at Cape Crozier',
      authors: [{ name: 'D.G. Ainley' }, { name: 'C.A. Ribic' }, { name: 'R.C. Wodd' }],
      decisions: { labels: ['B4'] },
    });
    expect(third!.keywords).toEqual([]);
  });

  it('reads DOI, keywords, research notes and a PubMed link (Zotero-style plain values)', () => {
    const text = `<?xml version="1.0"?><xml><records><record><rec-number>7</rec-number>
      <ref-type name="Conference Paper">47</ref-type><titles><title>P &lt; 0.05 is enough</title></titles>
      <electronic-resource-num>https://doi.org/10.1000/ABC</electronic-resource-num>
      <keywords><keyword>screening</keyword><keyword>RAYYAN-INCLUSION: {"Ann"=&gt;"Included"}</keyword></keywords>
      <research-notes>checked</research-notes>
      <urls><related-urls><url>https://www.ncbi.nlm.nih.gov/pubmed/123</url></related-urls></urls>
      <dates><year>2020</year><pub-dates><date>2020-05-04</date></pub-dates></dates></record></records></xml>`;
    const [document] = parseLocalFile('zotero.xml', text).documents;
    expect(document).toMatchObject({
      title: 'P < 0.05 is enough',
      doi: '10.1000/abc',
      publicationType: 'proceedings-article',
      date: '2020-05-04',
      datePrecision: 'DayMonthYear',
      url: 'https://www.ncbi.nlm.nih.gov/pubmed/123',
      decisions: { notes: ['checked'] },
      provenance: { sourceId: '7', identifiers: { pubmed: '123' } },
    });
    expect(document!.keywords).toEqual(['screening', 'RAYYAN-INCLUSION: {"Ann"=>"Included"}']);
  });

  it('reports a record that is not well-formed by its record number and keeps the others', () => {
    const broken = sample.replace(
      '<volume>\n                <style face="normal" font="default" size="100%">18</style>\n            </volume>',
      '<volume>18</volum>',
    );
    const result = parseLocalFile('library.xml', broken);
    expect(result.documents).toHaveLength(2);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatch(/^record 1: record number 13264: not well-formed XML/);
  });
});
