/** Identifier clean-up shared by every parser: one spelling per id, so dedupe can compare them as strings. */

/** "https://doi.org/10.1/ABC" → "10.1/abc"; undefined for anything that is not a DOI. */
export function normalizeDoi(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const match = value.trim().match(/10\.\d{4,9}\/\S+/);
  if (!match) return undefined;
  return match[0].replace(/[.,;]+$/, '').toLowerCase();
}

/** "https://openalex.org/A5023888391" → "A5023888391". */
export function shortOpenAlexId(value: string | undefined): string | undefined {
  const match = value?.match(/([WASIVCTPF]\d+)\/?$/i);
  return match?.[1]?.toUpperCase();
}

/** "https://orcid.org/0000-0001-6187-6610" → "0000-0001-6187-6610". */
export function normalizeOrcid(value: string | undefined): string | undefined {
  const match = value?.match(/(\d{4}-\d{4}-\d{4}-\d{3}[\dX])/i);
  return match?.[1]?.toUpperCase();
}

/** "https://ror.org/02nr0ka47" → "02nr0ka47". */
export function normalizeRor(value: string | undefined): string | undefined {
  const match = value?.match(/(0[a-z0-9]{8})\/?$/i);
  return match?.[1]?.toLowerCase();
}

/** Upper-case ISO 3166-1 alpha-2, or undefined. */
export function normalizeCountryCode(value: string | undefined): string | undefined {
  return value && /^[a-z]{2}$/i.test(value) ? value.toUpperCase() : undefined;
}
