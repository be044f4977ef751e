import { describe, expect, it } from 'vitest';
import {
  clusteringDecisions,
  type MentionRow,
  newPersonOf,
  settleClusters,
  toEngineMention,
} from './clustering-plan.js';
import { MAX_UNIT_MENTIONS } from '../../engines/disambiguation/index.js';
import { MAX_BLOCK_MENTIONS, MENTIONS_PER_RUN, runsOf } from './person-clustering.js';

const row = (documentId: number, personId: number, name: string, extra: Partial<MentionRow> = {}): MentionRow => ({
  document_id: documentId,
  position: 0,
  person_id: personId,
  name,
  affiliations: [],
  orcid: null,
  openalex_id: null,
  clustered: true,
  title: `Paper ${documentId}`,
  abstract: null,
  keywords: null,
  journal: null,
  year: null,
  coauthors: null,
  ...extra,
});

describe('toEngineMention', () => {
  it('reads names in any order into given names and surname, and keeps what the engine compares', () => {
    const mention = toEngineMention(
      row(7, 1, 'Smith, John A.', {
        position: 2,
        affiliations: [{ name: 'University of Porto', rorId: 'https://ror.org/043pwc612' }, { rorId: 'x' }],
        orcid: '0000-0002-1825-0097',
        journal: 'Soil Biology',
        year: 2020,
        keywords: ['peat'],
        coauthors: ['Joana Lima'],
      }),
    );
    expect(mention).toMatchObject({
      id: '7:2',
      first: 'john a',
      last: 'smith',
      position: 2,
      orcid: '0000-0002-1825-0097',
      affiliations: [{ name: 'University of Porto', rorId: 'https://ror.org/043pwc612' }],
      venue: 'Soil Biology',
      year: 2020,
      keywords: ['peat'],
      coauthors: ['Joana Lima'],
    });
    expect(toEngineMention(row(1, 1, 'Smith JA'))).toMatchObject({ first: 'j a', last: 'smith' });
    expect(toEngineMention(row(1, 1, 'WANG Wei'))).toMatchObject({ first: 'wei', last: 'wang' });
  });
});

describe('clusteringDecisions', () => {
  const mentionsOf = new Map([
    [1, ['1:0', '2:0', '3:0']],
    [2, ['4:0']],
    [3, ['5:0', '6:0']],
  ]);

  it('links the mentions of a standing merge to a mention the kept person had of its own', () => {
    const decisions = clusteringDecisions(
      mentionsOf,
      [{ keptId: 1, mergedMentionIds: ['2:0', '3:0', '9:0'], undone: false, at: 1 }],
      [],
    );
    expect(decisions).toEqual([
      { kind: 'must-link', a: '1:0', b: '2:0' },
      { kind: 'must-link', a: '1:0', b: '3:0' },
    ]);
  });

  it('keeps an undone merge apart, and every mention of an Irrelevant person apart from each Relevant person, oldest first', () => {
    const decisions = clusteringDecisions(
      mentionsOf,
      [{ keptId: 2, mergedMentionIds: ['5:0'], undone: true, at: 5 }],
      [
        { personId: 1, relevancy: 'Relevant', at: 1 },
        { personId: 3, relevancy: 'Irrelevant', at: 2 },
      ],
    );
    expect(decisions).toEqual([
      { kind: 'cannot-link', a: '5:0', b: '1:0' },
      { kind: 'cannot-link', a: '6:0', b: '1:0' },
      { kind: 'cannot-link', a: '4:0', b: '5:0' },
    ]);
  });

  it('names no mention outside the run', () => {
    expect(
      clusteringDecisions(mentionsOf, [{ keptId: 8, mergedMentionIds: ['2:0'], undone: false, at: 1 }], []),
    ).toEqual([]);
    expect(
      clusteringDecisions(mentionsOf, [{ keptId: 1, mergedMentionIds: ['8:0'], undone: false, at: 1 }], []),
    ).toEqual([]);
  });
});

describe('settleClusters', () => {
  const rows = [
    row(1, 10, 'Ana Ferreira'),
    row(2, 10, 'Ana Ferreira', { clustered: false }),
    row(3, 11, 'Ana M. Ferreira', { clustered: false }),
    row(4, 12, 'A. Ferreira', { clustered: false }),
  ];

  it('keeps the ids the engine continued, gives a new cluster the provisional person most of it had, and empties the rest into where their mentions went', () => {
    const settled = settleClusters([{ id: '10', mentionIds: ['1:0', '2:0', '3:0'] }, { mentionIds: ['4:0'] }], rows);
    expect(settled.clusters).toEqual([
      { personId: 10, mentionIds: ['1:0', '2:0', '3:0'] },
      { personId: 12, mentionIds: ['4:0'] },
    ]);
    expect(settled.emptied).toEqual([{ personId: 11, intoCluster: 0 }]);
  });

  it('makes a new person when the provisional one is taken by another cluster', () => {
    const settled = settleClusters(
      [{ id: '10', mentionIds: ['1:0'] }, { mentionIds: ['2:0'] }, { mentionIds: ['3:0', '4:0'] }],
      rows,
    );
    expect(settled.clusters.map((cluster) => cluster.personId)).toEqual([10, undefined, 11]);
    expect(settled.emptied).toEqual([{ personId: 12, intoCluster: 2 }]);
  });
});

describe('newPersonOf', () => {
  it('names a new person by its most printed name, with every name and the first identifiers', () => {
    const person = newPersonOf([
      row(1, 1, 'A. Ferreira'),
      row(2, 1, 'Ana Ferreira', { openalex_id: 'A58' }),
      row(3, 1, 'Ana Ferreira', { orcid: '0000-0001' }),
    ]);
    expect(person).toEqual({
      name: 'Ana Ferreira',
      nameKey: 'ferreira_a',
      variants: ['A. Ferreira', 'Ana Ferreira'],
      orcid: '0000-0001',
      openalexId: 'A58',
    });
  });
});

describe('runsOf', () => {
  it('groups name keys into runs of at most MENTIONS_PER_RUN mentions, a key above MAX_UNIT_MENTIONS alone, and sets aside keys too large for the engine', () => {
    const { runs, tooLarge } = runsOf([
      { name_key: 'a', mentions: MENTIONS_PER_RUN / 2 },
      { name_key: 'b', mentions: MENTIONS_PER_RUN / 2 },
      { name_key: 'c', mentions: 1 },
      { name_key: 'large', mentions: MENTIONS_PER_RUN + 1 },
      { name_key: 'sub-blocked', mentions: MAX_UNIT_MENTIONS + 1 },
      { name_key: 'huge', mentions: MAX_BLOCK_MENTIONS + 1 },
      { name_key: 'd', mentions: 10 },
    ]);
    expect(runs).toEqual([['a', 'b'], ['c'], ['large'], ['sub-blocked'], ['d']]);
    expect(tooLarge).toEqual(['huge']);
  });
});
