import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { charsetFromContentType, charsetFromHtmlMeta, decodeBody } from './charset.js';

describe('charset', () => {
  it('reads the charset of a Content-Type header and of <meta> declarations', () => {
    expect(charsetFromContentType('text/html; charset="Windows-1255"')).toBe('windows-1255');
    expect(charsetFromContentType('application/json')).toBeUndefined();
    expect(charsetFromHtmlMeta(Buffer.from('<html><head><meta charset="ISO-8859-8"></head>'))).toBe('iso-8859-8');
    expect(
      charsetFromHtmlMeta(Buffer.from('<meta http-equiv="Content-Type" content="text/html; charset=koi8-r">')),
    ).toBe('koi8-r');
  });

  it('decodes by header first, then <meta>, then UTF-8; a BOM wins over all', () => {
    const hebrew = iconv.encode('<meta charset="windows-1255"><p>שלום</p>', 'windows-1255');
    expect(decodeBody(hebrew, 'text/html')).toContain('<p>שלום</p>');
    expect(decodeBody(iconv.encode('Grüße', 'latin1'), 'text/plain; charset=iso-8859-1')).toBe('Grüße');
    expect(decodeBody(Buffer.from('<meta charset="latin1">Grüße'), 'text/html; charset=utf-8')).toContain('Grüße');
    expect(
      decodeBody(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('ok')]), 'text/html; charset=latin1'),
    ).toBe('ok');
    expect(decodeBody(Buffer.from('plain'), 'text/html; charset=no-such-charset')).toBe('plain');
  });

  it('decodes ISO-8859-1 as browsers do, with the Windows-1252 punctuation', () => {
    expect(decodeBody(Buffer.from([0x93, 0x41, 0x94, 0x20, 0x96]), 'text/html; charset=ISO-8859-1')).toBe('“A” –');
  });
});
