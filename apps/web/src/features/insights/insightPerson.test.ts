import type { Observation } from '@quarry/contract';
import { describe, expect, it } from 'vitest';
import { insightPerson } from './insightPerson';

const insight = (fields: Partial<Observation>) =>
  ({
    id: 1,
    title: 'Ada',
    type: 'Person',
    referencedObject: '42',
    referencedEntity: 'Ada Lovelace',
    ...fields,
  }) as Observation;

describe('the author of a Person insight', () => {
  it('is the person its referenced object names, with the referenced name', () => {
    expect(insightPerson(insight({}))).toEqual({ personId: 42, name: 'Ada Lovelace' });
    expect(insightPerson(insight({ referencedEntity: null }))).toEqual({ personId: 42, name: '' });
  });

  it('is nobody for other insights, or without a person id', () => {
    expect(insightPerson(insight({ type: 'Document', referencedObject: '42' }))).toBeNull();
    expect(insightPerson(insight({ referencedObject: null }))).toBeNull();
    expect(insightPerson(insight({ referencedObject: 'Ada' }))).toBeNull();
  });
});
