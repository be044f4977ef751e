import { describe, expect, it } from 'vitest';
import { updateClusters } from './incremental.js';
import type { Mention } from './mention.js';

/** Two Agarwals of one block with nothing in common but the surname, each with their own group and field. */
const rajiv = (id: string, year = 2010): Mention => ({
  id,
  first: 'Rajiv',
  middle: 'L',
  last: 'Agarwal',
  affiliations: [{ name: 'Department of Pediatrics, All India Institute of Medical Sciences, New Delhi' }],
  coauthors: ['Paul VK', 'Deorari AK', 'Sankar MJ'],
  venue: 'Indian journal of pediatrics',
  year,
  title: 'Neonatal sepsis and hypothermia in very low birth weight infants',
  keywords: ['Infant, Newborn', 'Sepsis', 'Hypothermia'],
});
const rachna = (id: string, year = 2009): Mention => ({
  id,
  first: 'Rachna',
  middle: 'C',
  last: 'Agarwal',
  affiliations: [{ name: 'Department of Obstetrics and Gynaecology, University College of Medical Sciences, Delhi' }],
  coauthors: ['Radhika AG', 'Malik R', 'Radhakrishnan G'],
  venue: 'Archives of gynecology and obstetrics',
  year,
  title: 'Cotyledonoid leiomyoma and non-descent vaginal hysterectomy',
  keywords: ['Female', 'Leiomyoma', 'Hysterectomy, Vaginal'],
});
const stranger = (id: string): Mention => ({
  id,
  first: 'Ritesh',
  last: 'Agarwal',
  title: 'Cloud scheduling',
  venue: 'ICDCS',
});

const existing = [
  { id: 'p1', mentionIds: ['r1', 'r2'] },
  { id: 'p2', mentionIds: ['c1', 'c2'] },
];
const known = [rajiv('r1'), rajiv('r2', 2011), rachna('c1'), rachna('c2', 2010)];
const clusterWith = (result: ReturnType<typeof updateClusters>, id: string) =>
  result.clusters.find((cluster) => cluster.mentionIds.includes(id))!;

describe('updateClusters', () => {
  it('puts a newcomer in the person it matches, keeping the persons and their ids', () => {
    const result = updateClusters({
      clusters: existing,
      mentions: [...known, rajiv('new', 2012)],
      newMentionIds: ['new'],
    });
    expect(clusterWith(result, 'new')).toEqual({ id: 'p1', mentionIds: ['r1', 'r2', 'new'] });
    expect(clusterWith(result, 'c1')).toEqual({ id: 'p2', mentionIds: ['c1', 'c2'] });
    expect(result.reclustered).toEqual([]);
  });

  it('starts a new person, without an id, for a newcomer that matches no one', () => {
    const result = updateClusters({ clusters: existing, mentions: [...known, stranger('s')], newMentionIds: ['s'] });
    expect(clusterWith(result, 's')).toEqual({ mentionIds: ['s'] });
    expect(result.clusters).toHaveLength(3);
  });

  it('clusters a block no one had yet from scratch, newcomers together when they match', () => {
    const result = updateClusters({
      clusters: [],
      mentions: [rajiv('a'), rachna('c'), rajiv('b', 2012)],
      newMentionIds: ['a', 'c', 'b'],
    });
    expect(result.clusters).toEqual(expect.arrayContaining([{ mentionIds: ['a', 'b'] }, { mentionIds: ['c'] }]));
    expect(result.reclustered).toEqual([['a', 'c', 'b']]);
  });

  it('follows a must-link from the user to the person named, whatever the model says', () => {
    const result = updateClusters({
      clusters: existing,
      mentions: [...known, rajiv('new')],
      newMentionIds: ['new'],
      decisions: [{ kind: 'must-link', a: 'new', b: 'c1' }],
    });
    expect(clusterWith(result, 'new').id).toBe('p2');
  });

  it('clusters the block again when a newcomer fits two persons about equally well, keeping their ids', () => {
    // two persons the user kept apart although their mentions look alike; a third look-alike arrives
    const result = updateClusters({
      clusters: [
        { id: 'p1', mentionIds: ['r1'] },
        { id: 'p3', mentionIds: ['r2'] },
      ],
      mentions: [rajiv('r1'), rajiv('r2'), rajiv('new')],
      newMentionIds: ['new'],
      decisions: [{ kind: 'cannot-link', a: 'r1', b: 'r2' }],
    });
    expect(result.reclustered).toHaveLength(1);
    expect(clusterWith(result, 'r1').id).not.toBe(clusterWith(result, 'r2').id);
    expect(new Set(result.clusters.map((cluster) => cluster.id))).toEqual(new Set(['p1', 'p3']));
  });

  it('replays a later "not this person" on clusters that contradict it, with no newcomer at all', () => {
    const result = updateClusters({
      clusters: existing,
      mentions: known,
      newMentionIds: [],
      decisions: [{ kind: 'cannot-link', a: 'r1', b: 'r2' }],
    });
    expect(result.reclustered).toHaveLength(1);
    expect(clusterWith(result, 'r1')).not.toBe(clusterWith(result, 'r2'));
    expect(clusterWith(result, 'c1')).toEqual({ id: 'p2', mentionIds: ['c1', 'c2'] });
  });

  it('leaves blocks without newcomers or broken decisions alone', () => {
    const result = updateClusters({ clusters: existing, mentions: known, newMentionIds: [] });
    expect(result).toEqual({ clusters: existing, reclustered: [] });
  });

  it('lets a person merged by hand from two ORCIDs take a later mention with either of them', () => {
    const a = { ...rajiv('a'), orcid: '0000-0001-0000-0001' };
    const b = { ...rajiv('b', 2011), orcid: '0000-0002-0000-0002' };
    const mentions = [a, b, { ...rajiv('new', 2012), orcid: '0000-0002-0000-0002' }];
    const clusters = [{ id: 'merged', mentionIds: ['a', 'b'] }];
    const merged = updateClusters({
      clusters,
      mentions,
      newMentionIds: ['new'],
      decisions: [{ kind: 'must-link', a: 'a', b: 'b' }],
    });
    expect(clusterWith(merged, 'new')).toEqual({ id: 'merged', mentionIds: ['a', 'b', 'new'] });
    // Without the merge the two ORCIDs stay two persons, and the newcomer joins its own ORCID's.
    const apart = updateClusters({
      clusters: [
        { id: 'pa', mentionIds: ['a'] },
        { id: 'pb', mentionIds: ['b'] },
      ],
      mentions,
      newMentionIds: ['new'],
    });
    expect(clusterWith(apart, 'new')).toEqual({ id: 'pb', mentionIds: ['b', 'new'] });
  });
});
