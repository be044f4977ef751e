import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler } from './response-serializer.js';

const answer = z.object({
  ids: z.array(z.number().int()),
  title: z.string(),
  when: z.string(),
  scores: z.array(z.number()),
});
const compile = (schema: z.ZodType) => serializerCompiler({ schema, method: 'POST', url: '/x', httpStatus: '200' });

describe('the response serializer', () => {
  it('writes what zod would, integer lists included, and drops what the schema does not name', () => {
    const serialize = compile(answer);
    const data = { ids: [3, 1, 2], title: 'a', when: '2024-05-06', scores: [0.5], extra: true };
    expect(JSON.parse(serialize(data))).toEqual({ ids: [3, 1, 2], title: 'a', when: '2024-05-06', scores: [0.5] });
  });

  it('answers the same for a frozen list sent again (its JSON is kept)', () => {
    const serialize = compile(answer);
    const ids = Object.freeze([5, 4, 3]);
    const first = serialize({ ids, title: 'a', when: '1970-01-01', scores: [] });
    expect(serialize({ ids, title: 'a', when: '1970-01-01', scores: [] })).toBe(first);
    expect(JSON.parse(first).ids).toEqual([5, 4, 3]);
  });

  it('reports a list that is not of integers as zod does', () => {
    const serialize = compile(answer);
    for (const ids of [[1, 1.5], [1, '2'], 'nope', undefined]) {
      let error: unknown;
      try {
        serialize({ ids, title: 'a', when: '1970-01-01', scores: [] });
      } catch (caught) {
        error = caught;
      }
      expect(isResponseSerializationError(error), JSON.stringify(ids)).toBe(true);
    }
  });

  it('reports a bad field beside the integer lists as zod does', () => {
    let error: unknown;
    try {
      compile(answer)({ ids: [1], title: 7, when: '1970-01-01', scores: [] });
    } catch (caught) {
      error = caught;
    }
    expect(isResponseSerializationError(error)).toBe(true);
  });

  it('serializes an answer of integer lists only, and answers without any as zod does', () => {
    expect(JSON.parse(compile(z.object({ ids: z.array(z.number().int()) }))({ ids: [1] }))).toEqual({ ids: [1] });
    expect(compile(z.array(z.number().int()))([1, 2])).toBe('[1,2]');
    expect(compile(z.object({ ok: z.literal(true) }))({ ok: true })).toBe('{"ok":true}');
  });

  it('checks an answer without integer lists with zod, dropping unknown fields and reporting a bad one', () => {
    const node = z.object({ id: z.string(), weight: z.number(), type: z.literal('PERSON') });
    const serialize = compile(z.object({ nodes: z.array(node) }));
    expect(JSON.parse(serialize({ nodes: [{ id: 'a', weight: 2, type: 'PERSON', extra: 1 }] }))).toEqual({
      nodes: [{ id: 'a', weight: 2, type: 'PERSON' }],
    });
    let error: unknown;
    try {
      serialize({ nodes: [{ id: 'a', weight: 'heavy', type: 'PERSON' }] });
    } catch (caught) {
      error = caught;
    }
    expect(isResponseSerializationError(error)).toBe(true);
  });
});
