import { describe, expect, it } from 'vitest';
import { creationKey, creationRecord, creationSource, minedEntities, miningOf } from './document-creation.js';

describe('a document a user creates', () => {
  it('is keyed as the harvest keys the work, so a later harvest of it finds the document', () => {
    expect(creationKey('Article', { title: 'Peat', doi: '10.5555/peat.1', date: '2019-01-01' })).toBe(
      'doi:10.5555/peat.1',
    );
    expect(creationKey('Web Page', { title: 'Peat', url: 'https://www.example.org/peat/' })).toMatch(/^url:/);
    expect(creationKey('Book', { title: 'Peat Bogs!', date: '2019-05-01' })).toBe('title:peat bogs|2019');
  });

  it('is stored as the generic harvester type, its language detected where the user gave none', () => {
    const values = { title: 'Peat bogs of the Minho valley', abstract: 'Peat bogs store carbon for centuries.' };
    const record = creationRecord('Book', values, 'k', miningOf('Book', { ...values, language: null }));
    expect(record).toMatchObject({
      dedupe_key: 'k',
      type: 'Book',
      title: values.title,
      abstract: values.abstract,
      harvester_type: 'GENERIC',
      journal: null,
      keywords: [],
      text: '',
    });
    expect(
      creationRecord('Book', { ...values, language: 'pt' }, 'k', miningOf('Book', { ...values, language: null }))
        .language,
    ).toBe('pt');
  });

  it('has its mentioned entities mined from its title and abstract, and names the user as its source', () => {
    const mining = miningOf('Article', {
      title: 'Peat in Portugal',
      abstract: 'Contact ana@example.org about the bogs near Braga.',
      language: null,
    });
    const entities = minedEntities(7, mining);
    expect(entities).toContainEqual({ document_id: 7, kind: 'email', value: 'ana@example.org', score: 1 });
    expect(entities.every((entity) => entity.kind !== 'concept')).toBe(true);
    expect(creationSource(7)).toEqual({
      document_id: 7,
      source: 'user',
      query: 'created',
      source_id: null,
      identifiers: {},
    });
  });
});
