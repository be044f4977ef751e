import { describe, expect, it } from 'vitest';
import { aliasNames, bibliographicCounts, countedAs, recentAffiliations } from './person-summary.js';

describe('the author summary’s figures', () => {
  it('counts documents by kind, a patent by the source’s type whatever its main type, a web page nowhere', () => {
    expect(countedAs('Article', 'journal-article')).toBe('articles');
    expect(countedAs('Article', 'patent')).toBe('patents');
    expect(countedAs('Book Chapter', null)).toBe('bookChapters');
    expect(countedAs('Book', 'monograph')).toBe('books');
    expect(countedAs('Web Page', null)).toBeUndefined();
    expect(
      bibliographicCounts([
        { type: 'Article', publication_type: null },
        { type: 'Web Page', publication_type: null },
        { type: 'Book', publication_type: null },
      ]),
    ).toEqual({
      articles: 1,
      bookChapters: 0,
      books: 1,
      patents: 0,
    });
  });

  it('lists affiliations most recent first, each with its year span, one entry per name whatever its case', () => {
    const affiliations = recentAffiliations([
      { year: 2010, affiliations: [{ name: 'MIT' }] },
      { year: 2018, affiliations: [{ name: 'mit' }, { name: 'Harvard' }] },
      { year: 2020, affiliations: [{ name: 'Stanford' }, { name: '  ' }, {}] },
      { year: null, affiliations: [{ name: 'Unknown Years' }] },
    ]);
    expect(affiliations).toEqual([
      { affiliation: 'Stanford', title: '', fromYear: 2020, toYear: 2020 },
      { affiliation: 'MIT', title: '', fromYear: 2010, toYear: 2018 },
      { affiliation: 'Harvard', title: '', fromYear: 2018, toYear: 2018 },
      { affiliation: 'Unknown Years', title: '', fromYear: null, toYear: null },
    ]);
  });

  it('names each other spelling once, never the name itself', () => {
    expect(
      aliasNames(
        'Ada Lovelace',
        ['A. Lovelace', 'Ada Lovelace'],
        ['ADA LOVELACE', 'a. lovelace', 'A. A. Lovelace', ''],
      ),
    ).toEqual(['A. Lovelace', 'A. A. Lovelace']);
  });
});
