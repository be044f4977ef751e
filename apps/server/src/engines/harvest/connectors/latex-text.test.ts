import { describe, expect, it } from 'vitest';
import { latexToText } from './latex-text.js';

describe('LaTeX to text', () => {
  it.each([
    ['Growth of 5\\,nm films', 'Growth of 5 nm films'],
    ['A\\;B, C\\:D and Mr.\\ Smith', 'A B, C D and Mr. Smith'],
    ['p\\,$<$\\,0.05', 'p < 0.05'],
    ['The 20\\textsuperscript{th} century and Ca\\textsuperscript{2+}', 'The 20th century and Ca²⁺'],
    ['CO\\textsubscript{2} uptake', 'CO₂ uptake'],
    ['$^{13}$C NMR of $H_2O$ at $T_c$', '¹³C NMR of H₂O at Tc'],
    ['$\\alpha$-helix $\\sim$ 5 $\\times$ 10$^{-3}$ at 25$^\\circ$C', 'α-helix ∼ 5 × 10⁻³ at 25°C'],
    ['$\\mu$m and 3$\\pm$1 \\%', 'μm and 3±1 %'],
    ['costs \\$5 and \\$10', 'costs $5 and $10'],
    ['{\\"U}ber {\\em die} B\\"oden', 'Über die Böden'],
    ['\\textit{in vitro} and \\emph{E.~coli}', 'in vitro and E. coli'],
    ['10.1000/abc_def', '10.1000/abc_def'],
    // what Quarry's BibTeX export writes for a title's ~ and ^ (the tilde is not a non-breaking space there)
    ['a \\textasciitilde{} b \\textasciicircum{} c \\textbackslash{} d', 'a ~ b ^ c \\ d'],
    ['A \\begin{em}B\\end{em} C', 'A B C'],
    [
      'see \\url{http://example.com/~user} or \\href{http://example.com/~user}{Home}',
      'see http://example.com/~user or Home',
    ],
  ])('%#: %j', (latex, text) => {
    expect(latexToText(latex)).toBe(text);
  });
});
