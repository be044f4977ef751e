import { Cite, type CslItem } from '@citation-js/core';
import '@citation-js/plugin-ris';
import '@citation-js/plugin-bibtex';

/** A RIS, BibTeX or CSL-JSON text as citation-js reads it: its CSL-JSON items. */
export const readWithCitationJs = (text: string): CslItem[] => new Cite(text).data;

/** A CSL name as one string, "Ludwig van Beethoven". */
export const cslName = (name: NonNullable<CslItem['author']>[number]): string =>
  name.literal ?? [name.given, name['non-dropping-particle'], name.family].filter(Boolean).join(' ');

/** A CSL field that may be one value or a list (citation-js gives repeated RIS tags as a list). */
export const asList = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
