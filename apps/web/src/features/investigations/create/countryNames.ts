/** Region codes Intl knows that are not countries (unions, groupings, pseudo-regions). */
const notCountries = new Set(['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ']);

let names: string[] | undefined;

/** The English names of the world's countries and territories, sorted, from the browser's own Intl data. */
export function countryNames(): string[] {
  if (names) return names;
  const display = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  const found = new Set<string>();
  for (let first = 65; first <= 90; first += 1) {
    for (let second = 65; second <= 90; second += 1) {
      const code = String.fromCharCode(first, second);
      if (notCountries.has(code)) continue;
      const name = display.of(code);
      if (name && name !== code) found.add(name);
    }
  }
  names = [...found].sort((a, b) => a.localeCompare(b, 'en'));
  return names;
}
