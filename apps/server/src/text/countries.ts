import countries from 'i18n-iso-countries';
import { foldText } from './words.js';

/**
 * Countries as ISO 3166-1 alpha-2 codes, with the English names of i18n-iso-countries: the one source of country
 * names for the University form (which offers the same library's names), the institution search and the workspace.
 */
const LANGUAGE = 'en';

let codeByName: Map<string, string | null> | undefined;

/** Every English name and alias the library knows; a name two countries share ("Congo") names neither. */
function namesToCodes(): Map<string, string | null> {
  if (codeByName) return codeByName;
  codeByName = new Map();
  for (const [code, names] of Object.entries(countries.getNames(LANGUAGE, { select: 'all' }))) {
    for (const name of names) {
      const key = foldText(name);
      const known = codeByName.get(key);
      codeByName.set(key, known === undefined || known === code ? code : null);
    }
  }
  return codeByName;
}

/**
 * The ISO code of a country as a user writes it: an English name or alias ("Mexico", "USA", "Ivory Coast"), or
 * an alpha-2 or alpha-3 code. Undefined for an empty text and for anything that names no one country.
 */
export function countryCode(text: string | undefined): string | undefined {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return undefined;
  if (/^[a-z]{2}$/i.test(trimmed) && countries.isValid(trimmed)) return trimmed.toUpperCase();
  if (/^[a-z]{3}$/i.test(trimmed) && countries.isValid(trimmed)) return countries.alpha3ToAlpha2(trimmed.toUpperCase());
  return namesToCodes().get(foldText(trimmed)) ?? undefined;
}

/** The English name of a country code ("MX" → "Mexico"); the code itself when the library knows no such country. */
export const countryName = (code: string): string =>
  countries.getName(code.toUpperCase(), LANGUAGE, { select: 'official' }) ?? code;

/** Every alpha-2 code the library knows. */
export const countryCodes = (): string[] => Object.keys(countries.getAlpha2Codes());
