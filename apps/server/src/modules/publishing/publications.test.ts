import { describe, expect, it } from 'vitest';
import {
  byYear,
  fixOrAccepted,
  isByResearcher,
  isPagePublication,
  pageSlug,
  type Publication,
  safeUrl,
  unresolvedDuplicates,
} from './publications.js';

const publication = (overrides: Partial<Publication> = {}): Publication => ({
  id: 1,
  type: 'Article',
  title: 'T',
  abstract: '',
  authors: [],
  date: null,
  journal: null,
  publisher: null,
  doi: null,
  url: null,
  labels: [],
  relevancy: 'Neutral',
  volume: null,
  issue: null,
  firstPage: null,
  lastPage: null,
  ...overrides,
});

describe('the publication rules of the pages', () => {
  it('shows publications, not web pages, nor documents voted Irrelevant, marked Not Mine or labelled duplicate', () => {
    expect(isPagePublication(publication())).toBe(true);
    expect(isPagePublication(publication({ type: 'Web Page' }))).toBe(false);
    expect(isPagePublication(publication({ relevancy: 'Irrelevant' }))).toBe(false);
    expect(isPagePublication(publication({ labels: ['not mine'] }))).toBe(false);
    expect(isPagePublication(publication({ labels: ['Duplicate'] }))).toBe(false);
  });

  it('counts the suspected duplicates among the documents the pages show: dup-suspects and shared titles', () => {
    const soil = 'Soil carbon under cover crops';
    expect(
      unresolvedDuplicates([
        publication({ labels: ['Dup-Suspect'] }),
        publication({ title: soil }),
        publication({ title: 'soil carbon under cover crops.' }),
        publication({ title: 'Preface' }),
        publication({ title: 'Preface' }),
        publication({ title: 'Peat bogs', labels: ['dup-suspect'], relevancy: 'Irrelevant' }),
      ]),
    ).toBe(3);
    // The reviewer's verdict resolves a pair: one of them labelled duplicate (it leaves the pages).
    expect(
      unresolvedDuplicates([publication({ title: soil }), publication({ title: soil, labels: ['duplicate'] })]),
    ).toBe(0);
  });

  it("finds a researcher's publications by the printed names of their authors", () => {
    const authored = (name: string) => publication({ authors: [{ id: 1, name, affiliations: [] }] });
    expect(isByResearcher(authored('A. Ferreira'), 'Ana Ferreira')).toBe(true);
    expect(isByResearcher(authored('Ana M. Ferreira'), 'Ana Ferreira')).toBe(true);
    expect(isByResearcher(authored('Ferreira, Ana'), 'Ana Ferreira')).toBe(true);
    expect(isByResearcher(authored('Bruno Ferreira'), 'Ana Ferreira')).toBe(false);
    expect(isByResearcher(authored('Ana Silva'), 'Ana Ferreira')).toBe(false);
  });

  it('says fix or accepted (accepted wins)', () => {
    expect(fixOrAccepted(publication({ labels: ['Fix'] }))).toBe('fix');
    expect(fixOrAccepted(publication({ labels: ['fix', 'accepted'] }))).toBe('accepted');
    expect(fixOrAccepted(publication())).toBe('');
  });

  it('links only http(s) addresses', () => {
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    expect(safeUrl('data:text/html,x')).toBeNull();
    expect(safeUrl('not a url')).toBeNull();
    expect(safeUrl('https://example.org/a b')).toBe('https://example.org/a%20b');
  });

  it('groups by year, newest first, undated last', () => {
    const groups = byYear([
      publication({ id: 1, date: '2019-01-01' }),
      publication({ id: 2, date: null }),
      publication({ id: 3, date: '2021-01-01' }),
      publication({ id: 4, date: '2019-05-01' }),
    ]);
    expect(groups.map((group) => [group.year, group.documents.map((d) => d.id)])).toEqual([
      [2021, [3]],
      [2019, [1, 4]],
      [null, [2]],
    ]);
  });

  it('names pages in ASCII, each once', () => {
    const used = new Set<string>();
    expect(pageSlug('José Müller-Łukasz', used)).toBe('jose-muller-lukasz');
    expect(pageSlug('Jose Muller Lukasz', used)).toBe('jose-muller-lukasz-2');
    expect(pageSlug('<script>', used)).toBe('script');
    expect(pageSlug('东京', used)).toBe('researcher');
  });
});
