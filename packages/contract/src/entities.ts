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

/** The entity kinds that take labels (doc 2 §7 …/entities/{organizations|persons}/{name}/label). */
export const labelledEntityKinds = ['organizations', 'persons'] as const;
export type LabelledEntityKind = (typeof labelledEntityKinds)[number];

/** The labelled kind of an entity graph node type (organizations and mentioned persons), or null. */
export const labelledKindOfType = (type: string): LabelledEntityKind | null =>
  type === 'ORGANIZATION' ? 'organizations' : type === 'PERSON' ? 'persons' : null;

const MAX_ENTITY_LABEL_LENGTH = 100;
const entityLabel = z.string().trim().min(1).max(MAX_ENTITY_LABEL_LENGTH);
const entityLabelParams = z.object({
  id: z.coerce.number().int().positive(),
  kinds: z.enum(labelledEntityKinds),
  name: entityName,
});
/** An entity's labels after a change, in alphabetical order. */
const entityLabels = z.object({ labels: z.array(z.string()) });
const ok = z.object({ ok: z.literal(true) });

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
  addLabels: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/:id/entities/:kinds/:name/label',
    access: 'owner',
    summary:
      "Labels a mentioned organization or person (the name as the top list shows it); answers the entity's labels",
    params: entityLabelParams,
    body: z.array(entityLabel).min(1).max(50),
    response: entityLabels,
  }),
  removeLabels: defineEndpoint({
    method: 'DELETE',
    path: '/api/investigations/:id/entities/:kinds/:name/label',
    access: 'owner',
    summary: "Removes labels from a mentioned organization or person; answers the entity's labels",
    params: entityLabelParams,
    body: z.array(entityLabel).min(1).max(50),
    response: entityLabels,
  }),
  renameLabel: defineEndpoint({
    method: 'PATCH',
    path: '/api/investigations/:id/entities/label',
    access: 'owner',
    summary: 'Renames an entity label on every entity of the investigation (answers 204)',
    params: z.object({ id: z.coerce.number().int().positive() }),
    body: z.object({ oldLabel: entityLabel, newLabel: entityLabel }),
    response: ok,
  }),
  deleteLabel: defineEndpoint({
    method: 'DELETE',
    path: '/api/investigations/:id/entities/label',
    access: 'owner',
    summary: 'Deletes an entity label from every entity of the investigation (answers 204)',
    params: z.object({ id: z.coerce.number().int().positive() }),
    body: z.object({ label: entityLabel }),
    response: ok,
  }),
} as const;
