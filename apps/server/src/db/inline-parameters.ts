import pg from 'pg';

/**
 * A parameterized statement as one literal statement, each `$n` replaced by the value `pg` would have sent: the
 * same text (`pg.utils.prepareValue`) quoted as a literal, its type left for the server to infer as it does for a
 * parameter. The embedded engine runs statements in this form (docs/decisions/008): pglite-socket hands PGlite an
 * extended-protocol query as five messages (Parse, Bind, Describe, Execute, Sync), one at a time, which cost more
 * than most queries themselves; a literal statement is one message. Literals are escaped as `pg.escapeLiteral`
 * escapes them (escapeLiteral below); statements carry `$n` only as placeholders (no `$` inside their own string
 * literals).
 */
export function inlineParameters(text: string, params: readonly unknown[] | undefined): string {
  if (!params || params.length === 0) return text;
  return text.replace(/\$(\d+)/g, (placeholder, position: string) => {
    const index = Number(position) - 1;
    if (index < 0 || index >= params.length)
      throw new Error(`${placeholder} has no parameter (${params.length} given)`);
    return literalOf(params[index]);
  });
}

/** pg's own conversion of a parameter to the text it sends (not in @types/pg). */
const { prepareValue } = (pg as unknown as { utils: { prepareValue(value: unknown): unknown } }).utils;

function literalOf(value: unknown): string {
  const prepared = prepareValue(value);
  if (prepared === null || prepared === undefined) return 'NULL';
  if (Buffer.isBuffer(prepared)) return `'\\x${prepared.toString('hex')}'`;
  const text = String(prepared);
  return text.length >= DOLLAR_QUOTED_FROM && !text.includes(DOLLAR_TAG_START)
    ? dollarQuoted(text)
    : escapeLiteral(text);
}

/**
 * Long texts (a harvest batch's JSON: hundreds of KB of abstracts) are written dollar-quoted, as they are: no quote
 * or backslash doubled here, and no escape for the engine's lexer to undo. Doubling them cost the ingest about a
 * tenth of its time on the server's thread (5 ms per 100-document batch of real abstracts against 0.02 ms).
 * A text holding the tag's start ("$qv", which could also end it when it stands last) is escaped instead.
 */
const DOLLAR_QUOTED_FROM = 1024;
const DOLLAR_TAG_START = '$qv';
const dollarQuoted = (text: string) => ` ${DOLLAR_TAG_START}$${text}${DOLLAR_TAG_START}$`;

/**
 * `pg.escapeLiteral`'s result (quotes and backslashes doubled, ` E'…'` when there is a backslash) by two native
 * replaces: pg's loop adds one character at a time, which on a batch's JSON (hundreds of KB of abstracts) was the
 * ingest's largest cost on the server's thread, in time and in garbage.
 */
export function escapeLiteral(text: string): string {
  const quoted = text.includes("'") ? text.replaceAll("'", "''") : text;
  return text.includes('\\') ? ` E'${quoted.replaceAll('\\', '\\\\')}'` : `'${quoted}'`;
}
