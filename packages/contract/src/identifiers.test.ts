import { describe, expect, it } from 'vitest';
import { documentIdentifierOf, documentIdentifiers, isDoiUrl } from './identifiers.js';

describe('document identifiers', () => {
  it("reads an OpenAlex work's ids (W2741809807, as ../shared/data/openalex records it) as labelled links", () => {
    const ids = {
      openalex: 'https://openalex.org/W2741809807',
      doi: 'https://doi.org/10.7717/peerj.4375',
      pubmed: 'https://pubmed.ncbi.nlm.nih.gov/29456894',
      pmc: 'https://www.ncbi.nlm.nih.gov/pmc/articles/5815332',
    };
    expect(documentIdentifiers([ids])).toEqual([
      { scheme: 'doi', id: '10.7717/peerj.4375', url: 'https://doi.org/10.7717/peerj.4375' },
      { scheme: 'openalex', id: 'W2741809807', url: 'https://openalex.org/W2741809807' },
      { scheme: 'pubmed', id: '29456894', url: 'https://pubmed.ncbi.nlm.nih.gov/29456894/' },
      { scheme: 'pmc', id: 'PMC5815332', url: 'https://www.ncbi.nlm.nih.gov/pmc/articles/PMC5815332/' },
    ]);
  });

  it('joins the records of a merged document, each identifier once, DOIs first', () => {
    const journal = { doi: '10.1016/J.JOI.2017.08.007', openalex: 'W2755950973' };
    const preprint = { arxiv: '2302.01234v2', doi: '10.48550/arXiv.2302.01234' };
    const again = { openalex: 'https://openalex.org/w2755950973', doi: 'https://doi.org/10.1016/j.joi.2017.08.007' };
    expect(documentIdentifiers([journal, null, preprint, again]).map(({ scheme, id }) => `${scheme} ${id}`)).toEqual([
      'doi 10.1016/j.joi.2017.08.007',
      'doi 10.48550/arxiv.2302.01234',
      'openalex W2755950973',
      'arxiv 2302.01234',
    ]);
  });

  it('knows old- and new-style arXiv ids, with or without a version or a URL', () => {
    expect(documentIdentifierOf('arxiv', 'http://arxiv.org/abs/hep-th/9901001v1')).toEqual({
      scheme: 'arxiv',
      id: 'hep-th/9901001',
      url: 'https://arxiv.org/abs/hep-th/9901001',
    });
    expect(documentIdentifierOf('arxiv', 'arXiv:1708.06771')?.id).toBe('1708.06771');
    expect(documentIdentifierOf('arxiv', 'https://arxiv.org/pdf/2101.00001v3.pdf')?.id).toBe('2101.00001');
  });

  it('drops what is not an identifier of its scheme, so no link points anywhere else', () => {
    expect(
      documentIdentifiers([
        { doi: 'not-a-doi', openalex: 'A5023888391', arxiv: 'javascript:alert(1)', pubmed: 'PMC12', pmc: 'x' },
      ]),
    ).toEqual([]);
    expect(documentIdentifierOf('doi', '')).toBeUndefined();
  });

  it('encodes what a DOI may hold that a URL may not', () => {
    expect(documentIdentifierOf('doi', '10.1002/(SICI)1097-4571(199806)49:8<693::AID-ASI4>3.0.CO;2-0')?.url).toBe(
      'https://doi.org/10.1002/(sici)1097-4571(199806)49%3A8%3C693%3A%3Aaid-asi4%3E3.0.co%3B2-0',
    );
  });

  it('tells the DOI resolver from a landing page', () => {
    expect(isDoiUrl('https://doi.org/10.7717/peerj.4375')).toBe(true);
    expect(isDoiUrl('http://dx.doi.org/10.5555/HYD.2023.55')).toBe(true);
    expect(isDoiUrl('https://peerj.com/articles/4375/')).toBe(false);
  });
});
