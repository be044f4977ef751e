import { describe, expect, it } from 'vitest';
import { readS2andSet } from './s2and.js';

describe('readS2andSet', () => {
  const signatures = {
    '0': {
      signature_id: '0',
      paper_id: 7,
      author_info: {
        first: 'Alberto',
        middle: null,
        last: 'Gonz&aacute;lez',
        position: 1,
        affiliations: ['Univ. &amp; Co'],
      },
      sourced_author_ids: ['0000-0001'],
      sourced_author_source: 'ORCID',
    },
    '1': {
      signature_id: '1',
      paper_id: 8,
      author_info: { first: 'A', last: 'Gonzalez', position: 1, email: 'ag@x.org' },
    },
    '2': { signature_id: '2', paper_id: 9, author_info: { first: 'Ana', last: 'Ruiz' } },
    // converted sets give no position and list the other authors only, a namesake co-author included
    '3': { signature_id: '3', paper_id: 10, author_info: { first: 'Jun', last: 'Yang' } },
  };
  const papers = {
    '7': {
      title: 'A title',
      venue: 'SIGMOD',
      year: 2001,
      authors: [
        { position: 0, author_name: 'Jun Yang' },
        { position: 1, author_name: 'Alberto Gonz&aacute;lez' },
      ],
      keywords: ['Data'],
    },
    // the mention's own name at another position than its signature says
    '10': { title: 'C', authors: [{ position: 0, author_name: 'jiong yang' }] },
    '8': {
      title: 'B',
      journal_name: 'J. Things',
      authors: [
        { position: 0, author_name: 'A Gonzalez' },
        { position: 1, author_name: 'B Lee' },
      ],
    },
  };
  const set = readS2andSet(signatures, { c1: { signature_ids: ['0', '1'] } }, papers);

  it('reads names, affiliations and texts with HTML entities decoded', () => {
    expect(set.mentions[0]).toMatchObject({
      id: '0',
      first: 'Alberto',
      last: 'González',
      orcid: '0000-0001',
      affiliations: [{ name: 'Univ. & Co' }],
      venue: 'SIGMOD',
      year: 2001,
      keywords: ['Data'],
    });
    expect(set.mentions[1]).toMatchObject({ email: 'ag@x.org', venue: 'J. Things' });
  });

  it("leaves the mention's own name out of its co-authors", () => {
    expect(set.mentions[0]!.coauthors).toEqual(['Jun Yang']);
    expect(set.mentions[1]!.coauthors).toEqual(['B Lee']);
    expect(set.mentions[3]!.coauthors).toEqual(['jiong yang']);
  });

  it('keeps unlabelled signatures as mentions, without a true person', () => {
    expect(set.mentions.map((mention) => mention.id)).toEqual(['0', '1', '2', '3']);
    expect([...set.gold]).toEqual([
      ['0', 'c1'],
      ['1', 'c1'],
    ]);
    expect(set.mentions[2]!.coauthors).toBeUndefined();
  });
});
