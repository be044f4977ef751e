import { describe, expect, it } from 'vitest';
import { clusterRecords } from './dedupe-evaluation.js';
import { DuplicateFinder } from './duplicate-finder.js';
import { signatureOf, type WorkFields } from './work-signature.js';

function* permutations<T>(items: T[]): Generator<T[]> {
  if (items.length <= 1) yield items;
  else
    for (let i = 0; i < items.length; i++)
      for (const rest of permutations([...items.slice(0, i), ...items.slice(i + 1)])) yield [items[i]!, ...rest];
}

const sig = (fields: Partial<WorkFields>) =>
  signatureOf({ title: 'Peat carbon in boreal soils', authors: ['Lovelace, Ada', 'Turing, Alan'], ...fields });

describe('the duplicate finder', () => {
  it('finds the work a near-duplicate belongs to, by the start or the end of its title', () => {
    const finder = new DuplicateFinder<string>();
    finder.add('journal', sig({ doi: '10.1/peat', year: 2021, journal: 'Soil Biology' }));
    finder.add('other', sig({ title: 'Urban water markets in drought', year: 2021 }));
    expect(finder.find(sig({ year: 2021 }))).toMatchObject({ id: 'journal', reason: 'similar record' });
    expect(finder.find(sig({ title: 'The peat carbon in boreal soils', year: 2021 }))).toMatchObject({ id: 'journal' });
    expect(finder.find(sig({ title: 'Urban heat islands', year: 2021 }))).toBeUndefined();
  });

  it('finds a stated version through its DOI, whatever its title', () => {
    const finder = new DuplicateFinder<number>();
    finder.add(1, sig({ doi: '10.2139/ssrn.42', title: 'Working paper title' }));
    expect(
      finder.find(sig({ doi: '10.1/journal', relatedDois: ['10.2139/ssrn.42'], title: 'Published title' })),
    ).toMatchObject({ id: 1, reason: 'stated version' });
  });

  it('compares a newcomer with every record merged into a work', () => {
    const finder = new DuplicateFinder<number>();
    finder.add(1, sig({ doi: '10.2139/ssrn.42', year: 2019 }));
    finder.absorb(1, sig({ doi: '10.1/journal', year: 2021 }));
    expect(finder.find(sig({ doi: '10.1/journal', title: 'Anything' }))).toMatchObject({ id: 1, reason: 'same DOI' });
    // a third published DOI cannot join a work that holds a published one already
    expect(finder.find(sig({ doi: '10.1/another', year: 2021 }))).toBeUndefined();
  });

  it('leaves a newcomer alone when two works fit it about as well', () => {
    const finder = new DuplicateFinder<string>();
    const title = 'Protein secretion: Puzzling receptors';
    finder.add('1997', sig({ title, doi: '10.1/a', year: 1997, authors: ['Thiele, C.'] }));
    finder.add('1998', sig({ title, doi: '10.1/b', year: 1997, authors: ['Thiele, C.'] }));
    expect(finder.find(sig({ title, year: 1997, authors: ['Thiele, C.'] }))).toBeUndefined();
  });

  it('names the works an unsure newcomer fits about as well as suspects, and merges it into none', () => {
    const finder = new DuplicateFinder<string>();
    finder.add('preprint', sig({ doi: '10.1/a', year: 2021 }));
    finder.add('article', sig({ doi: '10.1/b', year: 2021 }));
    expect(finder.match(sig({ year: 2021 }))).toEqual({ suspects: ['preprint', 'article'] });
  });

  it('suspects nothing when it is sure, or when nothing fits', () => {
    const finder = new DuplicateFinder<string>();
    finder.add('journal', sig({ doi: '10.1/peat', year: 2021, journal: 'Soil Biology' }));
    expect(finder.match(sig({ year: 2021 }))).toMatchObject({ duplicate: { id: 'journal' }, suspects: [] });
    expect(finder.match(sig({ title: 'Urban heat islands', year: 2021 }))).toEqual({ suspects: [] });
  });

  it('refuses a newcomer that any record of a work tells apart, however well it fits another', () => {
    const finder = new DuplicateFinder<string>();
    const title = 'Primate evolution — in and out of Africa';
    finder.add('journal', sig({ title, doi: '10.1/a', year: 1998, journal: 'Current Biology', authors: [] }));
    finder.absorb('journal', sig({ title, year: 1998, authors: ['Miyamoto, M.', 'Young, J.'] }));
    // it would fit the journal record alone; the copy merged into that work names other authors
    expect(
      finder.find(sig({ title, year: 1998, journal: 'Current Biology', authors: ['Stewart, C.', 'Disotell, T.'] })),
    ).toBeUndefined();
  });

  it('forms the same works whatever order the records come in', () => {
    const protein = 'Protein secretion: Puzzling receptors';
    const primate = 'Primate evolution — in and out of Africa';
    const thiele = ['Thiele, C.', 'Gerdes, H.', 'Huttner, W.'];
    const records: Array<{ id: string; work: WorkFields }> = [
      {
        id: 'letter',
        work: {
          title: protein,
          year: 1997,
          journal: 'Current Biology',
          doi: '10.1016/s0960-9822(06)00247-8',
          authors: thiele,
        },
      },
      { id: 'letter copy', work: { title: protein, year: 1997, authors: thiele } },
      {
        id: 'reply',
        work: {
          title: protein,
          year: 1998,
          journal: 'Current Biology',
          doi: '10.1016/s0960-9822(98)70028-4',
          authors: thiele,
        },
      },
      { id: 'comment copy', work: { title: protein, year: 1997, authors: ['Loh, Y.'] } },
      {
        id: 'part',
        work: {
          title: primate,
          year: 1998,
          journal: 'Current Biology',
          doi: '10.1016/s0960-9822(07)00367-3',
          authors: ['Stewart, C.', 'Disotell, T.'],
        },
      },
      { id: 'part copy', work: { title: primate, year: 1998, authors: ['Stewart, C.', 'Disotell, T.'] } },
      {
        id: 'other part',
        work: {
          title: primate,
          year: 1998,
          journal: 'Current Biology',
          doi: '10.1016/s0960-9822(07)00476-9',
          authors: ['Miyamoto, M.', 'Young, J.', 'Stewart, C.', 'Disotell, T.'],
        },
      },
    ];
    const works = (order: typeof records) => {
      const clusterOf = clusterRecords(order);
      const byWork = new Map<string, string[]>();
      for (const { id } of order) byWork.set(clusterOf.get(id)!, [...(byWork.get(clusterOf.get(id)!) ?? []), id]);
      return [...byWork.values()].map((ids) => ids.sort().join(' + ')).sort();
    };
    const expected = ['comment copy', 'letter + letter copy', 'other part', 'part + part copy', 'reply'];
    for (const order of permutations(records)) expect(works(order)).toEqual(expected);
    // 5,040 orders: seconds on a shared machine
  }, 30_000);

  it('undoes what a failed batch added', () => {
    const finder = new DuplicateFinder<number>();
    finder.add(1, sig({ doi: '10.1/peat' }));
    finder.begin();
    finder.add(2, sig({ doi: '10.1/other', title: 'Urban water' }));
    finder.absorb(1, sig({ doi: '10.2139/ssrn.42' }));
    finder.rollback();
    expect(finder.find(sig({ doi: '10.1/other', title: 'Urban water' }))).toBeUndefined();
    expect(finder.find(sig({ doi: '10.2139/ssrn.42', title: 'Something else' }))).toBeUndefined();
    expect(finder.find(sig({ doi: '10.1/peat' }))).toMatchObject({ id: 1 });
    finder.begin();
    finder.add(3, sig({ doi: '10.1/kept', title: 'Kept' }));
    finder.commit();
    finder.rollback();
    expect(finder.find(sig({ doi: '10.1/kept', title: 'Kept' }))).toMatchObject({ id: 3 });
  });

  it('forgets a removed work', () => {
    const finder = new DuplicateFinder<number>();
    finder.add(1, sig({ doi: '10.1/peat' }));
    finder.remove(1);
    expect(finder.find(sig({ doi: '10.1/peat' }))).toBeUndefined();
    expect(finder.size).toBe(0);
  });
});

describe('a pair the finder is unsure of', () => {
  const title = 'Carbon accumulation in boreal peatlands under a warming climate regime';
  it('is offered as suspected duplicates, not merged', () => {
    const finder = new DuplicateFinder<string>();
    finder.add('first', sig({ title, authors: ['Lovelace, Ada', 'Turing, Alan'] }));
    // a near title (a place added) and one of two authors in common
    const unsure = sig({ title: `${title} in Finland`, authors: ['Lovelace, Ada', 'Hopper, Grace'] });
    expect(finder.match(unsure)).toEqual({ suspects: ['first'] });
    expect(finder.find(unsure)).toBeUndefined();
    // the same title with the whole author list in common is sure
    expect(
      finder.match(sig({ title: `${title} in Finland`, authors: ['Turing, Alan', 'Lovelace, Ada'] })),
    ).toMatchObject({
      duplicate: { id: 'first' },
    });
  });
});
