import { describe, expect, it } from 'vitest';
import { clusterMentions, keepsPlacement, prepare } from './engine.js';
import { MAX_UNIT_MENTIONS } from './sub-blocks.js';
import type { Mention } from './mention.js';

/** S2AND's dummy set (allenai/S2AND tests/dummy): two Abdul Sattars and Alexander Konovalovs, with ORCIDs. */
const lorenzen = ['Torben Lorenzen'];
const sattar = (id: string, year: number, venue: string, title: string, orcid?: string): Mention => ({
  id,
  first: id === '0' ? "Dr A'bdul" : 'Abdul',
  last: 'Sattar',
  orcid,
  affiliations: [{ name: 'Bridgewater State University' }],
  coauthors: lorenzen,
  venue,
  year,
  title,
});
const konovalov = (id: string, extra: Partial<Mention>): Mention => ({
  id,
  first: 'Alexander',
  last: 'Konovalov',
  affiliations: [{ name: 'Moscow State University' }],
  title: 'Object-Oriented Data Model for Data Warehouse',
  year: 2002,
  ...extra,
});
const dummy: Mention[] = [
  sattar('0', 2006, 'ACM SIGCSE Bull.', 'Teach graphics using excel in place of a graphing calculator', '1'),
  sattar('1', 2008, 'SGCS', 'Objects first using Alice to introduce object constructs in CS1'),
  sattar('2', 2008, 'SGCS', 'How to create an online internet course', '2'),
  konovalov('3', { orcid: '2', venue: 'ADBIS' }),
  konovalov('4', {
    affiliations: [{ name: 'Esri' }],
    title: 'The Architecture of ArcIMS, a Distributed Internet Map Server',
    venue: 'SSTD',
    year: 2001,
    coauthors: ['Mike Tait', 'Andrea Rosso', 'Jay Theodore', 'Roop K. Goyal', 'Russell East', 'Art Haddad'],
  }),
  konovalov('5', { orcid: '3' }),
  konovalov('6', { middle: 'Jones', year: 1950 }),
  konovalov('7', { middle: 'J.', year: 1950 }),
  konovalov('8', { middle: 'James', year: 1950 }),
];

const clusterOf = (clusters: string[][], id: string) => clusters.find((cluster) => cluster.includes(id))!;
const together = (clusters: string[][], a: string, b: string) => clusterOf(clusters, a).includes(b);

describe('clusterMentions on S2AND dummy', () => {
  const clusters = clusterMentions(dummy);

  it('puts every mention in exactly one cluster, namesakes of different blocks never together', () => {
    expect(clusters.flat().sort()).toEqual(dummy.map((mention) => mention.id).sort());
    for (const cluster of clusters) {
      expect(new Set(cluster.map((id) => dummy.find((mention) => mention.id === id)!.last)).size).toBe(1);
    }
  });

  it('never makes one person of two different ORCIDs', () => {
    expect(together(clusters, '0', '2')).toBe(false);
    expect(together(clusters, '3', '5')).toBe(false);
  });

  it('joins the Sattar without an ORCID to one with (same co-author, same university)', () => {
    expect(together(clusters, '1', '0') || together(clusters, '1', '2')).toBe(true);
  });

  it('lets the user merge over an ORCID conflict and split what the model joins', () => {
    const decided = clusterMentions(dummy, {
      decisions: [
        { kind: 'must-link', a: '0', b: '2' },
        { kind: 'cannot-link', a: '6', b: '7' },
      ],
    });
    expect(together(decided, '0', '2')).toBe(true);
    expect(together(decided, '6', '7')).toBe(false);
  });
});

describe('clusterMentions constraints', () => {
  const twin = (id: string, first: string): Mention => ({
    id,
    first,
    last: 'Agarwal',
    affiliations: [{ name: 'All India Institute of Medical Sciences, New Delhi' }],
    coauthors: ['Gupta SK', 'Sharma R', 'Malik R'],
    venue: 'Indian journal of pediatrics',
    year: 2010,
    title: 'Neonatal sepsis in a tertiary care hospital',
    keywords: ['Sepsis', 'Infant, Newborn'],
  });

  it('joins mentions that share everything', () => {
    const clusters = clusterMentions([twin('a', 'Rajiv'), twin('b', 'Rajiv'), twin('c', 'R')]);
    expect(clusters).toHaveLength(1);
  });

  it('never joins incompatible first names, whatever else they share', () => {
    const clusters = clusterMentions([twin('a', 'Rajiv'), twin('b', 'Ritesh')]);
    expect(clusters).toHaveLength(2);
  });

  it('joins blocks that a must-link connects ("Smith" and "Smyth" made one by the user)', () => {
    const clusters = clusterMentions(
      [
        { id: 'a', first: 'John', last: 'Smith' },
        { id: 'b', first: 'John', last: 'Smyth' },
      ],
      { decisions: [{ kind: 'must-link', a: 'a', b: 'b' }] },
    );
    expect(clusters).toEqual([['a', 'b']]);
  });

  it('handles nothing and one mention', () => {
    expect(clusterMentions([])).toEqual([]);
    expect(clusterMentions([twin('a', 'Rajiv')])).toEqual([['a']]);
  });
});

describe('prepare', () => {
  it('splits a name block above MAX_UNIT_MENTIONS by first name, and keeps a merge across the parts in one unit', () => {
    const firsts = ['Jing', 'Jun', 'Jian', 'Jie', 'J'];
    const mentions: Mention[] = Array.from({ length: 1_500 }, (_, k) => ({
      id: `m${k}`,
      first: firsts[k % firsts.length]!,
      last: 'Wang',
    }));
    const { units } = prepare(mentions, [{ kind: 'must-link', a: 'm0', b: 'm4' }]);
    expect(units.flat().sort()).toEqual(mentions.map((mention) => mention.id).sort());
    expect(units.length).toBeGreaterThan(1);
    const withMerge = units.find((unit) => unit.includes('m0'))!;
    expect(withMerge).toContain('m4');
    expect(units.filter((unit) => unit !== withMerge).every((unit) => unit.length <= MAX_UNIT_MENTIONS)).toBe(true);
    // Without the merge, "Jing" and the initials-only "J" are in different parts.
    const apart = prepare(mentions).units;
    expect(apart.find((unit) => unit.includes('m0'))).not.toContain('m4');
  });

  it('tells a block only a cut would split (one name printed alike beyond MAX_UNIT_MENTIONS) from one sub-blocks split', () => {
    const alike: Mention[] = Array.from({ length: MAX_UNIT_MENTIONS + 1 }, (_, k) => ({
      id: `c${k}`,
      first: 'Marie',
      last: 'Curie',
    }));
    expect(keepsPlacement(alike)).toBe(true);
    const varied: Mention[] = alike.map((mention, k) => ({ ...mention, first: k % 2 ? 'Marie' : 'Maurice' }));
    expect(keepsPlacement(varied)).toBe(false);
  });
});
