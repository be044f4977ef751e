import { describe, expect, it } from 'vitest';
import { DuplicateFinder } from './duplicate-finder.js';
import { signatureOf, type WorkFields } from './work-signature.js';

const sig = (fields: Partial<WorkFields>) => signatureOf({ title: 'Peat carbon in boreal soils', authors: ['Lovelace, Ada', 'Turing, Alan'], ...fields });

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
    expect(finder.find(sig({ doi: '10.1/journal', relatedDois: ['10.2139/ssrn.42'], title: 'Published title' }))).toMatchObject({ id: 1, reason: 'stated version' });
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
