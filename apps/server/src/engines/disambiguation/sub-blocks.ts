import type { MentionName } from './names.js';

/**
 * The most mentions one unit is clustered with: the engine's cost grows with the square of a unit (1,000 mentions
 * take about 6 s, 2,000 about 25 s), so a larger name block is split first (subBlocks).
 */
export const MAX_UNIT_MENTIONS = 1_000;

/** A first-name prefix this long that still leaves a part too large is not split further: the part is cut in order. */
const LONGEST_PREFIX = 12;

function groupBy(ids: readonly string[], keyOf: (id: string) => string): string[][] {
  const groups = new Map<string, string[]>();
  for (const id of ids) {
    const key = keyOf(id);
    const group = groups.get(key);
    if (group) group.push(id);
    else groups.set(key, [id]);
  }
  return [...groups.values()];
}

const chunks = (ids: readonly string[], size: number): string[][] =>
  Array.from({ length: Math.ceil(ids.length / size) }, (_, index) => ids.slice(index * size, (index + 1) * size));

/** Mentions with a written-out first name, split by ever longer prefixes of it until each part fits (or no prefix splits it). */
function splitByFirstName(
  ids: readonly string[],
  firstOf: (id: string) => string,
  max: number,
  prefix: number,
): string[][] {
  if (ids.length <= max || prefix > LONGEST_PREFIX) return [[...ids]];
  const parts = groupBy(ids, (id) => firstOf(id).slice(0, prefix));
  return parts.flatMap((part) => splitByFirstName(part, firstOf, max, prefix + 1));
}

/**
 * A name block split in the spirit of S2AND's sub-blocking: mentions with a first name written out by ever longer
 * prefixes of it (a prefix keeps short forms with their long ones, "Alex" with "Alexander", until the part is small
 * enough); mentions with an initial only by their middle initial, on their own, since they fit any of the written-out
 * names. A part of one name printed alike more than `max` times stays whole (see `unsplittable`).
 */
export function splitBlock(
  ids: readonly string[],
  names: ReadonlyMap<string, MentionName>,
  max = MAX_UNIT_MENTIONS,
): string[][] {
  if (ids.length <= max) return [[...ids]];
  const firstOf = (id: string) => names.get(id)?.given[0] ?? '';
  const written = ids.filter((id) => firstOf(id).length > 1);
  const initialsOnly = ids.filter((id) => firstOf(id).length <= 1);
  const byMiddle = groupBy(initialsOnly, (id) => names.get(id)?.given[1]?.[0] ?? '');
  return [...splitByFirstName(written, firstOf, max, 2), ...byMiddle].filter((part) => part.length > 0);
}

/** Whether a block holds one name printed alike more than `max` times: no sub-block splits it, only a cut would. */
export const unsplittable = (
  ids: readonly string[],
  names: ReadonlyMap<string, MentionName>,
  max = MAX_UNIT_MENTIONS,
): boolean => splitBlock(ids, names, max).some((part) => part.length > max);

/** splitBlock, with a part still too large cut in the order given (the engine's own API; the product keeps such a name's placement). */
export const subBlocks = (
  ids: readonly string[],
  names: ReadonlyMap<string, MentionName>,
  max = MAX_UNIT_MENTIONS,
): string[][] => splitBlock(ids, names, max).flatMap((part) => chunks(part, max));
