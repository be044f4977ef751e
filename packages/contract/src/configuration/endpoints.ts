import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { investigationIdParams } from '../investigations.js';
import { activeAuthor, configurationSchema, configurationUpdate, journalLists } from './schema.js';

/* ---------- Calls (doc 2 §7 "Configuration", GET /api/lexeme/{id}) ---------- */

/** A success without a body: the server answers 204, read by the client as { ok: true }. */
const ok = z.object({ ok: z.literal(true) });

export const lexemeParams = z.object({ id: z.coerce.number().int().positive() });

export const configurationApi = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/investigations/:id/configuration',
    access: 'owner',
    summary:
      "The investigation configuration (stored, or the defaults of the investigation's definition) with its dictionaries",
    params: investigationIdParams,
    response: configurationSchema,
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/:id/configuration',
    access: 'owner',
    summary:
      'Save the configuration (all of it, or some top-level fields). A rejection is a 400 whose plain-text body is the ' +
      'error message of doc 2 §5 (a 403 for override or facultyWorks fields the user may not change); success answers ' +
      '204 without a body (doc 2 §7: an error message or nothing); GET reads what was stored',
    params: investigationIdParams,
    body: configurationUpdate,
    response: ok,
  }),
  bwJournal: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/:id/configuration/bwjournal',
    access: 'owner',
    summary: 'Put a journal on the whitelist or the blacklist, or neither (NONE); facultyWorks users',
    params: investigationIdParams,
    body: z.object({ journal: z.string().trim().min(1).max(1_000), list: z.enum(journalLists) }),
    response: configurationSchema,
  }),
  activeAuthor: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/:id/configuration/active-author',
    access: 'owner',
    summary:
      'Add an author (string id, then name) to the active authors, or take it off with active false; facultyWorks users',
    params: investigationIdParams,
    body: activeAuthor.extend({ active: z.boolean().default(true) }),
    response: configurationSchema,
  }),
  lexeme: defineEndpoint({
    method: 'GET',
    path: '/api/lexeme/:id',
    access: 'owner',
    summary: 'A dictionary as a CSV file (one word per row) named after the dictionary',
    params: lexemeParams,
    response: z.unknown(),
  }),
} as const;
