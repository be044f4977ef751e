import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError, serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type ZodSerializerCompiler = typeof zodSerializerCompiler;
type RouteSchema = Parameters<ZodSerializerCompiler>[0];

/** JSON of id lists that cannot change (frozen), by list: the unfiltered workspace answer sends the same one again and again. */
const frozenListJson = new WeakMap<readonly number[], string>();

function integerListJson(list: readonly number[]): string {
  if (!Object.isFrozen(list)) return JSON.stringify(list);
  let json = frozenListJson.get(list);
  if (json === undefined) frozenListJson.set(list, (json = JSON.stringify(list)));
  return json;
}

/** A frozen list whose JSON is kept was checked when it was first written, and cannot have changed since. */
const isIntegerList = (value: unknown): value is number[] =>
  Array.isArray(value) && (frozenListJson.has(value) || value.every((item) => Number.isSafeInteger(item)));

/** The top-level properties of an object schema that are plain lists of integers (`z.array(z.number().int())`). */
function integerListKeys(schema: unknown): string[] {
  if (!(schema instanceof z.ZodObject)) return [];
  return Object.entries(schema.shape as Record<string, unknown>)
    .filter(([, property]) => property instanceof z.ZodArray && property.element instanceof z.ZodNumber && property.element.isInt)
    .map(([key]) => key);
}

/**
 * zod validates and serializes every answer (fastify-type-provider-zod), except the top-level integer lists of an
 * object answer: those are checked by a plain loop and written by JSON.stringify — zod took 150 ms for the 100k ids
 * of a workspace answer — and a frozen list's JSON is kept. The rest of such an answer is checked by zod's parse
 * (encode took 6 ms for the top lists of a workspace answer, parse 0.4 ms; these answers have no codecs). A list that fails the check goes through zod, which
 * reports it as any other serialization error. The documented schema stays the contract's.
 */
export const serializerCompiler: FastifySerializerCompiler<RouteSchema['schema']> = (route) => {
  const full = zodSerializerCompiler(route as RouteSchema);
  const schema = route.schema instanceof z.ZodType ? route.schema : undefined;
  const keys = integerListKeys(schema);
  if (!schema || keys.length === 0) return full;
  const omitted = Object.fromEntries(keys.map((key) => [key, true])) as Parameters<z.ZodObject['omit']>[0];
  // The rest is checked with zod's parse, not encode: the same answer for these plain data schemas, 15× faster.
  const rest = (schema as z.ZodObject).omit(omitted);
  return (data) => {
    const answer = data as Record<string, unknown>;
    if (!keys.every((key) => isIntegerList(answer[key]))) return full(data);
    const others = { ...answer };
    for (const key of keys) delete others[key];
    const lists = keys.map((key) => `${JSON.stringify(key)}:${integerListJson(answer[key] as number[])}`).join(',');
    const checked = rest.safeParse(others);
    if (!checked.success) throw new ResponseSerializationError(route.method, route.url, { cause: checked.error });
    const restJson = JSON.stringify(checked.data);
    return restJson === '{}' ? `{${lists}}` : `{${lists},${restJson.slice(1)}`;
  };
};
