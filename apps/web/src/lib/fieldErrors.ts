/** The least of a zod schema that form validation needs (avoids a direct zod dependency in the web app). */
export interface SafeParser<T> {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export type Validation<T, K extends string> = { ok: true; data: T } | { ok: false; errors: FieldErrors<K> };

/** Validates form values with a contract schema; keeps the first message of each field, in schema order. */
export function validateForm<T, K extends string>(schema: SafeParser<T>, values: Record<K, unknown>): Validation<T, K> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors<K> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in values && errors[field as K] === undefined) {
      errors[field as K] = issue.message;
    }
  }
  return { ok: false, errors };
}
