/** Combining marks for LaTeX's accent commands: \"o → ö, \'e → é, \c{c} → ç, \v{s} → š. */
// prettier-ignore
const ACCENTS: Record<string, string> = {
  '"': '\u0308', "'": '\u0301', '`': '\u0300', '^': '\u0302', '~': '\u0303', '=': '\u0304', '.': '\u0307',
  u: '\u0306', v: '\u030c', H: '\u030b', c: '\u0327', k: '\u0328', r: '\u030a', d: '\u0323', b: '\u0331',
};

// prettier-ignore
const LETTERS: Record<string, string> = {
  ss: 'ß', o: 'ø', O: 'Ø', aa: 'å', AA: 'Å', ae: 'æ', AE: 'Æ', oe: 'œ', OE: 'Œ', l: 'ł', L: 'Ł', i: 'i', j: 'j',
};

const GREEK =
  'alpha α beta β gamma γ delta δ epsilon ε zeta ζ eta η theta θ kappa κ lambda λ mu μ nu ν xi ξ pi π rho ρ sigma σ tau τ phi φ chi χ psi ψ omega ω Gamma Γ Delta Δ Theta Θ Lambda Λ Pi Π Sigma Σ Phi Φ Psi Ψ Omega Ω';
const GREEK_LETTERS = new Map<string, string>();
GREEK.split(' ').forEach((word, index, all) => index % 2 === 0 && GREEK_LETTERS.set(word, all[index + 1]!));

/**
 * BibTeX field text as plain Unicode: accents and special letters resolved, formatting commands (\emph{…},
 * \textit{…}) reduced to their text, braces and math dollars removed, dashes and quotes typographic.
 */
export function latexToText(value: string): string {
  if (!/[\\{}$~`'-]/.test(value)) return value;
  return value
    .replace(/\\([a-zA-Z]{1,2})(?![a-zA-Z])\s*(?=[{}\s\\]|$)/g, (whole, name: string) => LETTERS[name] ?? whole)
    .replace(
      /\\(["'`^~=.]|[uvHckrdb](?![a-zA-Z]))\s*\{?\s*(\\?[a-zA-Z])\s*\}?/g,
      (whole, accent: string, letter: string) => {
        const mark = ACCENTS[accent];
        const base = letter.replace('\\', '');
        return mark ? `${base}${mark}`.normalize('NFC') : whole;
      },
    )
    .replace(/\\[&%$#_{}]/g, (escaped) => escaped.slice(1))
    .replace(/\\([a-zA-Z]+)/g, (whole, name: string) => GREEK_LETTERS.get(name) ?? whole)
    .replace(/\\[a-zA-Z]+\*?\s*/g, '')
    .replace(/---/g, '—')
    .replace(/--/g, '–')
    .replace(/``|''/g, '"')
    .replace(/[{}$]/g, '')
    .replace(/~/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
