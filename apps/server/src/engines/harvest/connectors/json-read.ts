/**
 * Safe readers over parsed JSON whose shape we do not trust: sources change their schemas (OpenAlex 2022 vs now),
 * and a record missing a field must give `undefined`, never a crash.
 */
export type JsonObject = Record<string, unknown>;

export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const obj = (value: unknown): JsonObject | undefined => (isObject(value) ? value : undefined);

export const arr = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A non-empty trimmed string; numbers are given as text (volumes, pages). */
export function str(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** A finite number; numeric strings count (the 2022 OpenAlex schema gives concept scores as strings). */
export function num(value: unknown): number | undefined {
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : undefined;
}

export const strings = (value: unknown): string[] =>
  arr(value)
    .map(str)
    .filter((item): item is string => item !== undefined);

/** Drops undefined properties so that normalized objects stay small and compare cleanly. */
export function compact<T extends object>(value: T): T {
  for (const key of Object.keys(value) as (keyof T)[]) {
    if (value[key] === undefined) delete value[key];
  }
  return value;
}
