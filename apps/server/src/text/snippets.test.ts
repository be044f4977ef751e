import { describe, expect, it } from 'vitest';
import { MAX_SNIPPET_CHARS, sentenceRanges, snippetsOf } from './snippets.js';

/** The abstract of arXiv:1708.06771 as the arXiv parser keeps it (../shared/data/arxiv/id_1708.06771.xml). */
const T2K_ABSTRACT =
  "This paper reports the first differential measurement of the charged-current interaction cross section of $\\nu_{\\mu}$ on water with no pions in the final state. This flux-averaged measurement has been made using the T2K experiment's off-axis near detector, and is reported in doubly-differential bins of muon momentum and angle. The flux-averaged total cross section in a restricted region of phase space was found to be $ \\sigma= (0.95 \\pm 0.08 (\\mbox{stat}) \\pm 0.06 (\\mbox{det. syst.}) \\pm 0.04(\\mbox{model syst.}) \\pm{} 0.08(\\mbox{flux}) ) \\times 10^{-38} \\mbox{cm}^2$ per n.";

const marked = (snippet: { text: string; markups: Array<{ startIndex: number; endIndex: number }> }) =>
  snippet.markups.map((markup) => snippet.text.slice(markup.startIndex, markup.endIndex));

describe('snippets', () => {
  it('splits sentences at end marks followed by a capital, not inside "det. syst." nor after a title or an initial', () => {
    const sentences = sentenceRanges(T2K_ABSTRACT).map(([start, end]) => T2K_ABSTRACT.slice(start, end));
    expect(sentences).toHaveLength(3);
    expect(sentences[1]).toMatch(/^This flux-averaged measurement .* angle\.$/);
    const names = 'Said Dr. Jansen to A. M. Turing et al. in 2020. Then (e.g. here) it ended.';
    expect(sentenceRanges(names).map(([s, e]) => names.slice(s, e))).toEqual([
      'Said Dr. Jansen to A. M. Turing et al. in 2020.',
      'Then (e.g. here) it ended.',
    ]);
    expect(sentenceRanges('Line one\n\n  line two  ').map(([s, e]) => 'Line one\n\n  line two  '.slice(s, e))).toEqual([
      'Line one',
      'line two',
    ]);
  });

  it('gives the sentences where the search terms occur, in text order, with the terms marked', () => {
    const snippets = snippetsOf(T2K_ABSTRACT, [{ term: 'cross section', color: '2' }, { term: 'water' }]);
    expect(snippets).toHaveLength(2);
    expect(snippets[0]!.text).toMatch(/^This paper reports .* final state\.$/);
    expect(marked(snippets[0]!)).toEqual(['cross section', 'water']);
    expect(snippets[0]!.markups[0]).toMatchObject({ color: '2', priority: 2, entities: [] });
    expect(snippets[1]!.text.startsWith('The flux-averaged total cross section')).toBe(true);
    expect(snippets.every((snippet) => !snippet.text.includes('T2K'))).toBe(true);
  });

  it('keeps the three sentences with the most distinct terms', () => {
    const text = 'Soil only. Carbon only. Soil and carbon. Soil, carbon and water. Water only.';
    const snippets = snippetsOf(text, [{ term: 'soil' }, { term: 'carbon' }, { term: 'water' }]);
    expect(snippets.map((snippet) => snippet.text)).toEqual([
      'Soil only.',
      'Soil and carbon.',
      'Soil, carbon and water.',
    ]);
  });

  it('cuts a long sentence around its first term at word boundaries', () => {
    const words = Array.from({ length: 120 }, (_, i) => `word${i}`);
    words[70] = 'biodiversity';
    const [snippet] = snippetsOf(`${words.join(' ')}.`, [{ term: 'biodiversity' }]);
    expect(snippet!.text.length).toBeLessThanOrEqual(MAX_SNIPPET_CHARS + 2);
    expect(snippet!.text).toMatch(/^…word\d+ .* biodiversity .* word\d+…$/);
    expect(marked(snippet!)).toEqual(['biodiversity']);
  });

  it('has none without a term in the text', () => {
    expect(snippetsOf(T2K_ABSTRACT, [{ term: 'biodiversity' }])).toEqual([]);
    expect(snippetsOf('', [{ term: 'water' }])).toEqual([]);
    expect(snippetsOf(T2K_ABSTRACT, [])).toEqual([]);
  });
});
