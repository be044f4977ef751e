import iconv from 'iconv-lite';

/** How far into an HTML document a <meta charset> may appear (the HTML standard says 1024 bytes; pages are sloppy). */
const META_SCAN_BYTES = 4096;

/** Names pages use that iconv-lite does not know, or that browsers treat as something wider. */
const aliases: Record<string, string> = {
  'iso-8859-1': 'windows-1252', // browsers decode Latin-1 as windows-1252 (curly quotes in 0x80–0x9f)
  latin1: 'windows-1252',
  'us-ascii': 'windows-1252',
  ascii: 'windows-1252',
  'iso-8859-8-i': 'iso-8859-8',
  'x-sjis': 'shift_jis',
  utf8: 'utf-8',
};

export function charsetFromContentType(contentType: string | undefined): string | undefined {
  const match = contentType?.match(/charset\s*=\s*["']?([\w.:-]+)/i);
  return match?.[1]?.toLowerCase();
}

/** The charset an HTML document declares in <meta charset> or <meta http-equiv="Content-Type">. */
export function charsetFromHtmlMeta(bytes: Uint8Array): string | undefined {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, META_SCAN_BYTES)).toString(
    'latin1',
  );
  const direct = head.match(/<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i);
  return direct?.[1]?.toLowerCase();
}

function hasUtf8Bom(bytes: Uint8Array): boolean {
  return bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
}

/** A charset name iconv-lite can decode, or undefined when the name is unknown. */
export function supportedCharset(name: string | undefined): string | undefined {
  if (!name) return undefined;
  const wanted = aliases[name] ?? name;
  return iconv.encodingExists(wanted) ? wanted : undefined;
}

/**
 * Decodes a body the way a browser would: a UTF-8 byte-order mark wins, then the Content-Type header's charset,
 * then (for HTML) the page's own <meta> declaration, then UTF-8.
 */
export function decodeBody(bytes: Uint8Array, contentType: string | undefined): string {
  if (hasUtf8Bom(bytes)) return Buffer.from(bytes.buffer, bytes.byteOffset + 3, bytes.byteLength - 3).toString('utf8');
  const isHtml = /html|xml/i.test(contentType ?? '') || contentType === undefined;
  const charset =
    supportedCharset(charsetFromContentType(contentType)) ??
    (isHtml ? supportedCharset(charsetFromHtmlMeta(bytes)) : undefined) ??
    'utf-8';
  if (charset === 'utf-8') return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  return iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), charset);
}
