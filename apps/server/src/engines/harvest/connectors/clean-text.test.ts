import { describe, expect, it } from 'vitest';
import { collapseWhitespace, decodeEntities, plainText } from './clean-text.js';

describe('clean text', () => {
  it('decodes every named and numeric character reference, leaving bare ampersands alone', () => {
    expect(decodeEntities('Caf&eacute; &amp; R&ouml;le &ndash; &#8211;&#x2013; &hellip;&nbsp;&lt;i&gt;')).toBe(
      'Café & Röle – –– …\u00a0<i>',
    );
    expect(decodeEntities('AT&T &copy 2020, &notanentity;')).toBe('AT&T &copy 2020, &notanentity;');
    expect(decodeEntities('no references')).toBe('no references');
  });

  it('collapses every run of white space to one space and trims, and gives a text with none back as it is', () => {
    const texts = ['one two', ' one', 'one ', 'one  two', 'one\ttwo', 'a\n\r b', '\u00a0x\u2003y\u3000', '', ' ', 'x'];
    for (const text of texts) expect(collapseWhitespace(text)).toBe(text.replace(/\s+/g, ' ').trim());
    const clean = 'Soil carbon in river basins';
    expect(collapseWhitespace(clean)).toBe(clean);
  });

  it('turns marked-up titles and abstracts into plain text: blocks to spaces, inline tags gone, entities decoded', () => {
    expect(
      plainText(
        '<jats:title>Abstract</jats:title><jats:p>Soil &eacute;tudes</jats:p><jats:p>CO<sub>2</sub>  flux</jats:p>',
      ),
    ).toBe('Soil études CO2 flux');
    expect(plainText(undefined)).toBe('');
    expect(plainText(' Caf&eacute;\n au lait ')).toBe('Café au lait');
  });
});
