import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';

/** The entity kinds of the merge path (…/entities/{kind}s/merge) and the top list each is. "terms" is refused. */
export const mergeableEntityKinds = {
  persons: 'entity.Mentioned Persons',
  organizations: 'entity.Mentioned Organizations',
  locations: 'entity.Mentioned Locations',
  concepts: 'entity.Mentioned Concepts',
} as const;
export type MergeableEntityKind = keyof typeof mergeableEntityKinds;

/** The entity graph node type each kind's nodes have. */
export const mergeKindOfType = {
  PERSON: 'persons',
  ORGANIZATION: 'organizations',
  LOCATION: 'locations',
  CONCEPT: 'concepts',
} as const;

/** Doc 3 §5 "Merge of entities": at least 2 selected, all of the same type, none of type TERM. */
export const entityMergeText = {
  atLeastTwo: 'Select at least 2 entities to merge',
  oneType: 'Only entities of one type can be merged',
  noTerms: 'Terms cannot be merged',
  unknown: (name: string) => `No entity ${name} of this type in the investigation`,
};

const entityName = z.string().trim().min(1).max(500);

export const entityMergeInput = z
  .array(entityName)
  .min(2, entityMergeText.atLeastTwo)
  .max(100)
  .refine(
    (names) => new Set(names.map((name) => name.toLowerCase())).size === names.length,
    entityMergeText.atLeastTwo,
  );

export const entitiesApi = {
  merge: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/:id/entities/:kinds/merge',
    access: 'owner',
    summary:
      'Merges the named entities of one kind (persons, organizations, locations or concepts; terms are refused) into ' +
      'the first: every document mentioning one of them mentions the first instead; answers how many documents changed',
    params: z.object({ id: z.coerce.number().int().positive(), kinds: z.string().regex(/^[a-z]+$/) }),
    body: entityMergeInput,
    response: z.object({ entity: z.string(), documents: z.number().int() }),
  }),
} as const;
