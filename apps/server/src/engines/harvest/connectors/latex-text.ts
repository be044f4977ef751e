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
  'alpha α beta β gamma γ delta δ epsilon ε varepsilon ε zeta ζ eta η theta θ vartheta ϑ iota ι kappa κ lambda λ mu μ nu ν xi ξ pi π rho ρ sigma σ tau τ upsilon υ phi φ varphi φ chi χ psi ψ omega ω Gamma Γ Delta Δ Theta Θ Lambda Λ Xi Ξ Pi Π Sigma Σ Upsilon Υ Phi Φ Psi Ψ Omega Ω';

/** Text and math commands that stand for one character. */
// prettier-ignore
const SYMBOLS: Record<string, string> = {
  sim: '∼', times: '×', pm: '±', mp: '∓', le: '≤', leq: '≤', ge: '≥', geq: '≥', approx: '≈', neq: '≠', ne: '≠',
  cdot: '·', infty: '∞', circ: '°', degree: '°', to: '→', rightarrow: '→', leftarrow: '←', leftrightarrow: '↔',
  ll: '≪', gg: '≫', partial: '∂', nabla: '∇', ell: 'ℓ', hbar: 'ℏ', propto: '∝', sqrt: '√', langle: '⟨', rangle: '⟩',
  ldots: '…', dots: '…', textellipsis: '…', textendash: '–', textemdash: '—', textquoteright: '’', textquoteleft: '‘',
  textquotedblleft: '“', textquotedblright: '”', textregistered: '®', texttrademark: '™', textcopyright: '©',
  textdegree: '°', textperiodcentered: '·', textless: '<', textgreater: '>', textbackslash: '\\', textunderscore: '_',
  textasciitilde: '\uE003', textasciicircum: '^', textbar: '|', textmu: 'µ', textpm: '±', textpercent: '%', textbullet: '•',
};
GREEK.split(' ').forEach((word, index, all) => index % 2 === 0 && (SYMBOLS[word] = all[index + 1]!));

const SUPERSCRIPTS: Record<string, string> = Object.fromEntries(
  [...'0123456789+-−=()ni'].map((char, index) => [char, '⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁻⁼⁽⁾ⁿⁱ'[index]!]),
);
const SUBSCRIPTS: Record<string, string> = Object.fromEntries(
  [...'0123456789+-−=()aeoxhklmnpst'].map((char, index) => [char, '₀₁₂₃₄₅₆₇₈₉₊₋₋₌₍₎ₐₑₒₓₕₖₗₘₙₚₛₜ'[index]!]),
);

/** "2+" → "²⁺" when every character has a raised (or lowered) form; otherwise the text as it is ("th"). */
function shifted(text: string, forms: Record<string, string>): string {
  const plain = text.trim();
  if (/^\\circ$/.test(plain)) return '°';
  const chars = [...plain];
  return chars.length > 0 && chars.every((char) => forms[char]) ? chars.map((char) => forms[char]).join('') : plain;
}

const SCRIPT = /([\^_])\s*(?:\{([^{}]*)\}|(\\[a-zA-Z]+|[^\s\\{}]))/g;

/** Inside $…$: ^{13} and _2 as raised and lowered characters (outside math "_" is a letter: DOIs, file names). */
function mathToText(math: string): string {
  return math.replace(SCRIPT, (_whole, mark: string, braced: string | undefined, single: string | undefined) =>
    shifted(braced ?? single ?? '', mark === '^' ? SUPERSCRIPTS : SUBSCRIPTS),
  );
}

/** Escaped \$, \{ and \} (and a URL's ~) are kept as private-use characters until the math dollars and braces are gone. */
const ESCAPED: Record<string, string> = { $: '\uE000', '{': '\uE001', '}': '\uE002', '~': '\uE003' };
const UNESCAPED: Record<string, string> = { '\uE000': '$', '\uE001': '{', '\uE002': '}', '\uE003': '~' };

/**
 * BibTeX field text as plain Unicode: accents and special letters resolved, formatting commands (\emph{…},
 * \textit{…}) reduced to their text, spacing commands (\, \; \ ) to a space, super- and subscripts raised and
 * lowered where Unicode can, math symbols and Greek letters as characters, braces and math dollars removed, dashes
 * and quotes typographic.
 */
export function latexToText(value: string): string {
  if (!/[\\{}$~`'-]/.test(value)) return value;
  return value
    .replace(/\\([&%$#_{}])/g, (_whole, char: string) => ESCAPED[char] ?? char)
    .replace(/\\href\s*\{[^{}]*\}\s*\{([^{}]*)\}/g, '$1')
    .replace(/\\url\s*\{([^{}]*)\}/g, (_whole, url: string) => url.replace(/~/g, ESCAPED['~']!))
    .replace(/\\(?:begin|end)\s*\{[a-zA-Z*]+\}/g, '')
    .replace(/\\textsuperscript\s*\{([^{}]*)\}/g, (_whole, text: string) => shifted(text, SUPERSCRIPTS))
    .replace(/\\textsubscript\s*\{([^{}]*)\}/g, (_whole, text: string) => shifted(text, SUBSCRIPTS))
    .replace(/\$([^$]*)\$/g, (_whole, math: string) => `${mathToText(math)}{}`) // {}: "$\mu$m" must not read \mum
    .replace(/\\([a-zA-Z]{1,2})(?![a-zA-Z])\s*(?=[{}\s\\]|$)/g, (whole, name: string) => LETTERS[name] ?? whole)
    .replace(
      /\\(["'`^~=.]|[uvHckrdb](?![a-zA-Z]))\s*\{?\s*(\\?[a-zA-Z])\s*\}?/g,
      (whole, accent: string, letter: string) => {
        const mark = ACCENTS[accent];
        const base = letter.replace('\\', '');
        return mark ? `${base}${mark}`.normalize('NFC') : whole;
      },
    )
    .replace(/\\[,;:> ]|\\\\/g, ' ')
    .replace(/\\[!/]/g, '')
    .replace(/\\([a-zA-Z]+)(?:\{\})?/g, (whole, name: string) => SYMBOLS[name] ?? whole)
    .replace(/\\[a-zA-Z]+\*?\s*/g, '')
    .replace(/---/g, '—')
    .replace(/--/g, '–')
    .replace(/``|''/g, '"')
    .replace(/[{}$]/g, '')
    .replace(/~/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/[\uE000-\uE003]/g, (kept) => UNESCAPED[kept]!)
    .trim();
}
