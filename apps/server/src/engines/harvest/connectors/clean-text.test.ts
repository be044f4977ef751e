import { describe, expect, it } from 'vitest';
import { decodeEntities, plainText } from './clean-text.js';

describe('clean text', () => {
  it('decodes every named and numeric character reference, leaving bare ampersands alone', () => {
    expect(decodeEntities('Caf&eacute; &amp; R&ouml;le &ndash; &#8211;&#x2013; &hellip;&nbsp;&lt;i&gt;')).toBe(
      'Café & Röle – –– …\u00a0<i>',
    );
    expect(decodeEntities('AT&T &copy 2020, &notanentity;')).toBe('AT&T &copy 2020, &notanentity;');
    expect(decodeEntities('no references')).toBe('no references');
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
