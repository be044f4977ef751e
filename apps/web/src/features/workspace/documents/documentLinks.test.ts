import { describe, expect, it } from 'vitest';
import { footerLinks, snippetsBeyond } from './documentLinks';

const labels = (url: string | null, level: number, fullTextUrl: string | null = null) =>
  footerLinks({ url, fullTextUrl }, level).map((link) => `${link.label} ${link.href}`);

describe("an item's footer links", () => {
  it('Visit Website goes to a landing page', () => {
    expect(labels('https://peerj.com/articles/4375/', 1, 'https://peerj.com/articles/4375.pdf')).toEqual([
      'Visit Website https://peerj.com/articles/4375/',
      'View PDF https://peerj.com/articles/4375.pdf',
    ]);
    expect(labels('http://arxiv.org/abs/2302.01234v2', 3)).toEqual(['Visit Website http://arxiv.org/abs/2302.01234v2']);
  });

  it('a DOI or OpenAlex url reads as that identifier below All Details, and is left to the identifiers row from there', () => {
    expect(labels('https://doi.org/10.7717/PEERJ.4375', 1)).toEqual([
      'DOI 10.7717/peerj.4375 https://doi.org/10.7717/peerj.4375',
    ]);
    expect(labels('https://openalex.org/W4390000002', 0)).toEqual([
      'OpenAlex W4390000002 https://openalex.org/W4390000002',
    ]);
    expect(labels('https://doi.org/10.7717/peerj.4375', 3)).toEqual([]);
    expect(labels(null, 1)).toEqual([]);
  });
});

describe('View PDF', () => {
  it('opens the uploaded full text when the document has one, over its full-text URL', () => {
    const uploaded = '/api/investigations/topic/7/documents/42/full-text';
    const links = footerLinks({ url: null, fullTextUrl: 'https://example.org/paper.pdf' }, 1, uploaded);
    expect(links).toEqual([{ kind: 'pdf', label: 'View PDF', href: uploaded }]);
    expect(footerLinks({ url: null, fullTextUrl: null }, 1, uploaded)).toEqual([
      { kind: 'pdf', label: 'View PDF', href: uploaded },
    ]);
    expect(footerLinks({ url: null, fullTextUrl: null }, 1)).toEqual([]);
  });
});

describe('the snippets an item shows', () => {
  it('leave out those that repeat the abstract shown whole (ellipses and spacing aside)', () => {
    const abstract =
      'Vineyards store less soil carbon\nthan woodland. We measured soil organic carbon in 48 vineyards.';
    const snippets = [
      { text: 'Vineyards store less soil carbon than woodland.' },
      { text: '…soil organic carbon in 48…' },
      { text: 'Soil carbon in the page text.' },
    ];
    expect(snippetsBeyond(snippets, abstract)).toEqual([{ text: 'Soil carbon in the page text.' }]);
  });
});
