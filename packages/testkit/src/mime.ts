/** Just enough MIME to read the text of a captured mail: headers, multipart, quoted-printable and base64. */

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end < 0 ? normalized : normalized.slice(0, end);
  const body = end < 0 ? '' : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function parameter(header: string, name: string): string | undefined {
  const match = new RegExp(`${name}="?([^";]+)"?`, 'i').exec(header);
  return match?.[1];
}

function decode(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const binary = part.body
      .replace(/=\n/g, '')
      .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(binary, 'latin1').toString('utf8');
  }
  return part.body;
}

/** All leaf parts of a message, each with its content type and decoded text. */
function leaves(raw: string): Array<{ type: string; text: string }> {
  const part = splitPart(raw);
  const contentType = part.headers.get('content-type') ?? 'text/plain';
  const boundary = parameter(contentType, 'boundary');
  if (contentType.toLowerCase().startsWith('multipart/') && boundary) {
    const sections = part.body.split(`--${boundary}`).slice(1);
    return sections
      .filter((section) => !section.startsWith('--'))
      .flatMap((section) => leaves(section.replace(/^\n/, '')));
  }
  return [{ type: contentType.split(';')[0]!.trim().toLowerCase(), text: decode(part) }];
}

/** The plain-text body of a message (the HTML one, tags removed, when there is no plain text). */
export function textOfMail(raw: string): string {
  const parts = leaves(raw);
  const plain = parts.find((part) => part.type === 'text/plain');
  if (plain) return plain.text;
  const html = parts.find((part) => part.type === 'text/html');
  return html ? html.text.replace(/<[^>]+>/g, ' ') : '';
}

/** One RFC 2047 encoded word's text (Q or B encoding; UTF-8, or Latin-1 for other charsets). */
function decodeWord(charset: string, encoding: string, text: string): string {
  const bytes =
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        );
  return bytes.toString(/^utf-?8$/i.test(charset) ? 'utf8' : 'latin1');
}

/** A header of a message (folded lines joined), or undefined. */
export const headerOfMail = (raw: string, name: string): string | undefined =>
  splitPart(raw).headers.get(name.toLowerCase());

/** The subject header of a message, its encoded words (=?UTF-8?Q?…?=, as nodemailer writes them) decoded. */
export const subjectOfMail = (raw: string): string =>
  (splitPart(raw).headers.get('subject') ?? '')
    // The space between two encoded words belongs to neither (RFC 2047 §6.2).
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, charset: string, encoding: string, text: string) =>
      decodeWord(charset, encoding, text),
    );

/** The first link in the text whose path is `pathname` (e.g. "/register"), as an absolute URL. */
export function linkIn(text: string, pathname: string): URL {
  for (const match of text.matchAll(/https?:\/\/[^\s"'<>)\]]+/g)) {
    const url = new URL(match[0]);
    if (url.pathname === pathname) return url;
  }
  throw new Error(`No ${pathname} link in the mail:\n${text}`);
}
