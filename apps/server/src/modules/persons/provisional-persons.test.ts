import { describe, expect, it } from 'vitest';
import type { NormalizedAuthor } from '../../engines/harvest/document.js';
import { AuthorClusterer } from './provisional-persons.js';

const author = (name: string, extra: Partial<NormalizedAuthor> = {}): NormalizedAuthor => ({
  name,
  position: 0,
  affiliations: [],
  ...extra,
});
const at = (institution: string) => ({ affiliations: [{ name: institution }] });

describe('first author clustering', () => {
  it('joins compatible names that share a co-author, and keeps the variants', () => {
    const clusterer = new AuthorClusterer([]);
    const [smith] = clusterer.assign([author('John Smith'), author('Ada Lovelace')]);
    const [again] = clusterer.assign([author('J. Smith'), author('Ada Lovelace')]);
    expect(again).toBe(smith);
    expect([...smith!.variants]).toEqual(['John Smith', 'J. Smith']);
  });

  it('joins compatible names that share an affiliation', () => {
    const clusterer = new AuthorClusterer([]);
    const [first] = clusterer.assign([author('Marta Puig', at('University of Barcelona'))]);
    const [second] = clusterer.assign([author('M. Puig', at('university of barcelona'))]);
    expect(second).toBe(first);
  });

  it('keeps apart compatible names with nothing in common, incompatible names, and different ORCIDs', () => {
    const clusterer = new AuthorClusterer([]);
    const [a] = clusterer.assign([author('John Smith', at('MIT')), author('Ada Lovelace')]);
    expect(clusterer.assign([author('J. Smith', at('Oxford'))])[0]).not.toBe(a);
    expect(clusterer.assign([author('Jane Smith'), author('Ada Lovelace')])[0]).not.toBe(a);
    const [orcidA] = clusterer.assign([author('Kim Lee', { orcid: '0000-0001', ...at('KAIST') })]);
    expect(clusterer.assign([author('Kim Lee', { orcid: '0000-0002', ...at('KAIST') })])[0]).not.toBe(orcidA);
  });

  it('joins on the same ORCID or OpenAlex id whatever else differs, and gives new persons temporary ids', () => {
    const clusterer = new AuthorClusterer([]);
    const [first] = clusterer.assign([author('Grace Hopper', { orcid: '0000-0009' })]);
    expect(first!.id).toBeLessThan(0);
    expect(clusterer.assign([author('G. M. Hopper', { orcid: '0000-0009' })])[0]).toBe(first);
    clusterer.resolve(first!, 42);
    const [byOpenAlex] = clusterer.assign([author('Alan Turing', { openalexId: 'A1' })]);
    expect(clusterer.assign([author('A. M. Turing', { openalexId: 'A1' })])[0]).toBe(byOpenAlex);
    expect(first!.id).toBe(42);
  });
});
