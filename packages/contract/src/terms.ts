import { ENGLISH_STOP_WORDS } from './stop-words.js';
import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { documentFilterSpec } from './workspace.js';

/**
 * The most terms one investigation tracks (doc 2 §9 names the constant without its value): enough for a broad
 * search definition, few enough that every re-score stays instant and the harvest's top 15 stay meaningful.
 */
export const MAX_TERMS = 100;
/** The harvest asks the sources for the first terms only (doc 2 §9, the hidden note). */
export const HARVEST_TERMS = 15;
/** Selected text shorter than this offers the add-term menu (doc 2 §9). */
export const MAX_SELECTED_TERM_LENGTH = 60;
export const MAX_TERM_LENGTH = 200;
export const TERM_GROUP_COLORS = 10;
/** How many suggested terms the pane shows at once. */
export const SUGGESTED_TERMS_COUNT = 10;
/** How many suggestions one next-suggested-terms answer ranks: More pages through them, SUGGESTED_TERMS_COUNT at a time. */
export const SUGGESTED_TERMS_POOL = 40;

export const termModifiers = ['Regular', 'Mandatory', 'Boost', 'Penalty', 'Exclude'] as const;
export type TermModifier = (typeof termModifiers)[number];
export const groupModifiers = ['Regular', 'Mandatory'] as const;
export type GroupModifier = (typeof groupModifiers)[number];

export const termsMessages = {
  tooMany: (max: number) => `Cannot add more than ${max} terms`,
  tooManyTitle: 'Add Terms',
  duplicate: 'This term is already tracked',
  unknownTerm: 'No such term',
  unknownGroup: 'No such term group',
  sameGroup: 'The term is already in this group',
  onlyGroup: 'The only term group cannot be deleted',
  groupExists: 'A term group with this name already exists',
} as const;

/** The next default name for a new group: 'New Group', then 'New Group 1', 'New Group 2'… until unique. */
export function newGroupName(existing: readonly string[]): string {
  const taken = new Set(existing.map((name) => name.toLowerCase()));
  if (!taken.has('new group')) return 'New Group';
  let counter = 1;
  while (taken.has(`new group ${counter}`)) counter++;
  return `New Group ${counter}`;
}

/** Group colours cycle 1…10 then back to 1 (doc 2 §4). */
export const nextGroupColor = (previous: number | undefined): number => ((previous ?? 0) % TERM_GROUP_COLORS) + 1;

/** A term as stored: trimmed, inner runs of white space made one space. */
export const normalizeTerm = (text: string): string => text.trim().replace(/\s+/g, ' ');

/** Batch input: split on commas and line breaks, trimmed, empties dropped, repeats (case-insensitive) dropped. */
export function splitTerms(text: string): string[] {
  const seen = new Set<string>();
  const terms: string[] = [];
  for (const raw of text.split(/[,\n\r]+/)) {
    const term = normalizeTerm(raw);
    if (term && !seen.has(term.toLowerCase())) {
      seen.add(term.toLowerCase());
      terms.push(term);
    }
  }
  return terms;
}

/**
 * The first terms of a Topic, from its search string: a list (commas or line breaks) keeps its items as terms; a
 * plain query gives one term per word (stop words dropped) except "quoted phrases", which stay whole.
 */
export function searchStringTerms(search: string): string[] {
  if (/[,\n\r]/.test(search)) return splitTerms(search.replace(/"/g, ''));
  const phrases = [...search.matchAll(/"([^"]+)"/g)].map((match) => match[1]!);
  const words = search
    .replace(/"[^"]*"/g, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 1 && !ENGLISH_STOP_WORDS.has(word.toLowerCase()));
  return splitTerms([...phrases, ...words].join('\n'));
}

export const termText = z.string().trim().min(1).max(MAX_TERM_LENGTH);
const groupName = z.string().trim().min(1).max(100);
const groupRef = z.union([z.number().int().positive(), z.literal('new')]);

export const term = z.object({
  term: z.string(),
  modifier: z.enum(termModifiers),
  groupId: z.number().int(),
  selected: z.boolean(),
});
export type Term = z.infer<typeof term>;

export const termGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  /** '1' … '10' (doc 2 §3). */
  color: z.string(),
  modifier: z.enum(groupModifiers),
  isDefault: z.boolean(),
});
export type TermGroup = z.infer<typeof termGroup>;

export const suggestedTerm = z.object({
  term: z.string(),
  selected: z.boolean(),
  group: z.number().int().nullable(),
  modifier: z.enum(termModifiers),
});
export type SuggestedTerm = z.infer<typeof suggestedTerm>;

/** What every term call answers: the whole search definition, in display order. */
export const termsState = z.object({ termGroups: z.array(termGroup), terms: z.array(term) });
export type TermsState = z.infer<typeof termsState>;

export const predefinedTermGroup = z.object({ name: z.string(), terms: z.array(z.string()) });
export type PredefinedTermGroup = z.infer<typeof predefinedTermGroup>;

const topicParams = z.object({ id: z.coerce.number().int().positive() });
const termCall = <M extends 'GET' | 'POST' | 'PATCH' | 'DELETE', B extends z.ZodType>(
  method: M,
  suffix: string,
  summary: string,
  body: B,
) =>
  defineEndpoint({
    method,
    path: `/api/investigations/topic/:id/terms${suffix}`,
    access: 'owner',
    summary,
    params: topicParams,
    body,
    response: termsState,
  });

/** The term calls of doc 2 §7 (Topic only). */
export const termsApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/investigations/topic/:id/terms',
    access: 'owner',
    summary: 'The search definition: term groups and terms',
    params: topicParams,
    response: termsState,
  }),
  add: termCall(
    'POST',
    '',
    'Add one term (to a group, or to a new one with group "new")',
    z.object({ term: termText, group: groupRef.optional(), modifier: z.enum(termModifiers).optional() }),
  ),
  moveToGroup: termCall(
    'PATCH',
    '/move-to-group',
    'Move a term to another group, or to a new one with group "new"',
    z.object({ term: termText, group: groupRef }),
  ),
  modify: termCall(
    'PATCH',
    '/modify',
    "Set a term's modifier (the same one again returns it to Regular)",
    z.object({ term: termText, modifier: z.enum(termModifiers) }),
  ),
  rename: termCall('PATCH', '/rename', 'Rename a term', z.object({ oldName: termText, newName: termText })),
  remove: termCall('DELETE', '', 'Delete a term', z.object({ term: termText })),
  batch: termCall(
    'POST',
    '/batch',
    'Add several terms (existing ones skipped, case-insensitive) and whole groups (existing group names skipped)',
    z.object({
      terms: z.array(termText).max(1000).default([]),
      group: groupRef.optional(),
      groups: z
        .array(z.object({ name: groupName, terms: z.array(termText).max(1000) }))
        .max(100)
        .default([]),
    }),
  ),
  createGroup: termCall('POST', '/group', 'Create a term group', z.object({ name: groupName.optional() })),
  renameGroup: termCall(
    'PATCH',
    '/group/rename',
    'Rename a term group',
    z.object({ groupId: z.number().int().positive(), name: groupName }),
  ),
  deleteGroup: termCall(
    'DELETE',
    '/group/',
    'Delete a term group with its terms',
    z.object({ groupId: z.number().int().positive() }),
  ),
  modifyGroup: termCall(
    'PATCH',
    '/group/',
    "Set a group's modifier (the same one again returns it to Regular) or colour",
    z.object({
      groupId: z.number().int().positive(),
      modifier: z.enum(groupModifiers).optional(),
      color: z
        .string()
        .regex(/^(10|[1-9])$/)
        .optional(),
    }),
  ),
  nextSuggestedTerms: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/topic/:id/next-suggested-terms',
    access: 'owner',
    summary:
      'The selected suggestions kept, the rejected ones never again, and new ones: phrases that set the relevant (or best scored) documents of the filter apart',
    params: topicParams,
    body: z.object({
      spec: documentFilterSpec.optional(),
      selectedSuggestedTerms: z.array(suggestedTerm).max(100).default([]),
      rejectedSuggestedTerms: z.array(z.string().max(MAX_TERM_LENGTH)).max(1000).default([]),
    }),
    response: z.array(suggestedTerm),
  }),
  predefined: defineEndpoint({
    method: 'GET',
    path: '/api/investigations/topic/:id/terms/predefined',
    access: 'owner',
    summary: 'The predefined term groups (from the file an admin edits; empty unless showPredefinedTermGroups)',
    params: topicParams,
    response: z.array(predefinedTermGroup),
  }),
};
