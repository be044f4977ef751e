import countries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json';

countries.registerLocale(english);

let names: string[] | undefined;

/**
 * The English names of the world's countries and territories, sorted: those of i18n-iso-countries, the library
 * the server reads the chosen name back to its ISO code with (server text/countries.ts), so every name offered
 * here names one country there.
 */
export function countryNames(): string[] {
  names ??= Object.values(countries.getNames('en', { select: 'official' })).sort((a, b) => a.localeCompare(b, 'en'));
  return names;
}
