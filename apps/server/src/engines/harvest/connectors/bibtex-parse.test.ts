import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseLocalFile } from './local-file.js';

describe('BibTeX entries', () => {
  it("reads an entry without a citation key (EndNote's BibTeX export)", () => {
    const bib = `@article{
  title = {Soil carbon under cover crops},
  author = {Puig, Marta and Moreau, Jean-Luc},
  journal = {Journal of Soil Ecology},
  year = {2021}
}

@book{ title={Land tenure}, year=2019 }
@article{keyed2020, title={A keyed entry}}`;
    const result = parseLocalFile('endnote.bib', bib);
    expect(result.errors).toEqual([]);
    expect(result.documents.map((doc) => [doc.title, doc.provenance.sourceId])).toEqual([
      ['Soil carbon under cover crops', undefined],
      ['Land tenure', undefined],
      ['A keyed entry', 'keyed2020'],
    ]);
    expect(result.documents[0]?.authors.map((author) => author.name)).toEqual(['Marta Puig', 'Jean-Luc Moreau']);
  });

  it('skips a "%" comment line inside an entry and keeps a "%" inside a value', () => {
    const bib = `@article{puig2021,
  % exported from JabRef, title checked by hand
  title = {Cover crops raise stocks by 12\\%},
  %  author = {Nobody},
  author = {Puig, Marta}, % the corresponding author
  url = {https://example.org/a%20b}
}`;
    const result = parseLocalFile('refs.bib', bib);
    expect(result.errors).toEqual([]);
    expect(result.documents[0]).toMatchObject({
      title: 'Cover crops raise stocks by 12%',
      authors: [{ name: 'Marta Puig' }],
      url: 'https://example.org/a%20b',
    });
  });

  it('does not let LaTeX spacing, text and math commands into titles', () => {
    const bib = `@article{a, title = {Growth of 5\\,nm films at 300\\;K: Mr.\\ Smith's $^{13}$C NMR of $H_2O$ and Ca\\textsuperscript{2+}}}`;
    expect(parseLocalFile('refs.bib', bib).documents[0]?.title).toBe(
      "Growth of 5 nm films at 300 K: Mr. Smith's ¹³C NMR of H₂O and Ca²⁺",
    );
  });

  it('reads an entry with spaces or a line break between "@" and its type', () => {
    expect(
      parseLocalFile('refs.bib', '@\n  book\n  {\n  a,\n  title = "Spaced out"\n}').documents.map((doc) => doc.title),
    ).toEqual(['Spaced out']);
  });

  it('says so when the file begins more entries than it read', () => {
    // the first entry's value swallows the second: its brace closes only in the third line
    const bib = `@article{a, title = {First {unclosed}
@article{b, title = {Second}}
}}
@article{c, title = {Third}}`;
    const result = parseLocalFile('refs.bib', bib);
    expect(result.documents.map((doc) => doc.title)).toEqual([expect.stringMatching(/^First unclosed/), 'Third']);
    expect(result.errors).toEqual([
      '1 of 3 records not read — the file begins 3 records with an @type{ line and 2 could be told apart',
    ]);
  });
});

describe('BibTeX as reference managers export it', () => {
  it('reads every entry of test-fixtures/local/exports.bib (EndNote, JabRef, IEEE, Zotero, Google Scholar styles) with its title, authors and year', () => {
    const fixtures = new URL('../../../../test-fixtures/local/', import.meta.url);
    const truth = JSON.parse(readFileSync(new URL('exports.truth.json', fixtures), 'utf8')) as {
      title: string;
      authors: string[];
      year: number;
    }[];
    const result = parseLocalFile('exports.bib', readFileSync(new URL('exports.bib', fixtures)));
    expect(result.errors).toEqual([]);
    expect(
      result.documents.map((doc) => ({
        title: doc.title,
        authors: doc.authors.map((author) => author.name),
        year: Number(doc.date?.slice(0, 4)),
      })),
    ).toEqual(truth);
  });
});
