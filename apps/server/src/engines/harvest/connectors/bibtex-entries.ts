/** One @type{key, field = value, …} entry of a BibTeX file, fields raw (LaTeX not yet resolved). */
export interface BibtexEntry {
  type: string;
  key: string;
  fields: Map<string, string>;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

class EntryError extends Error {}

/**
 * A small BibTeX reader: entries, @string macros (and the month macros), "#" concatenation, {…} and "…" values
 * with nested braces; @comment and @preamble are skipped. An entry that cannot be read becomes an error string
 * and reading resumes at the next line that starts with "@".
 */
export function readBibtexEntries(text: string): (BibtexEntry | string)[] {
  const macros = new Map<string, string>(MONTHS.map((month, index) => [month, String(index + 1)]));
  const entries: (BibtexEntry | string)[] = [];
  let pos = 0;

  const fail = (message: string): never => {
    throw new EntryError(message);
  };
  /** Spaces, and "%" comment lines between fields (BibLaTeX reads them so; EndNote and JabRef files carry them). */
  const skipSpace = () => {
    for (;;) {
      while (pos < text.length && /\s/.test(text[pos]!)) pos++;
      if (text[pos] !== '%') return;
      const end = text.indexOf('\n', pos);
      pos = end < 0 ? text.length : end + 1;
    }
  };
  const readName = () => {
    const match = /^[^\s"#%'(),={}]+/.exec(text.slice(pos, pos + 200));
    if (!match) fail(`a name was expected at "${text.slice(pos, pos + 20)}"`);
    pos += match![0].length;
    return match![0];
  };
  /** From "{" to its matching "}"; the content without the outer braces. */
  const readBraced = () => {
    let depth = 0;
    const start = pos + 1;
    for (; pos < text.length; pos++) {
      const char = text[pos];
      if (char === '\\') pos++;
      else if (char === '{') depth++;
      else if (char === '}' && --depth === 0) return text.slice(start, pos++);
    }
    return fail('unbalanced braces');
  };
  const skipParenthesized = () => {
    const end = text.indexOf(')', pos);
    pos = end < 0 ? fail('unbalanced parentheses') : end + 1;
  };
  const readQuoted = () => {
    let depth = 0;
    const start = ++pos;
    for (; pos < text.length; pos++) {
      const char = text[pos];
      if (char === '\\') pos++;
      else if (char === '{') depth++;
      else if (char === '}') depth--;
      else if (char === '"' && depth === 0) return text.slice(start, pos++);
    }
    return fail('unbalanced quotes');
  };
  const readValue = () => {
    const parts: string[] = [];
    for (;;) {
      skipSpace();
      const char = text[pos];
      if (char === '{') parts.push(readBraced());
      else if (char === '"') parts.push(readQuoted());
      else {
        const name = readName();
        parts.push(/^\d+$/.test(name) ? name : (macros.get(name.toLowerCase()) ?? name));
      }
      skipSpace();
      if (text[pos] !== '#') return parts.join('');
      pos++;
    }
  };
  const readEntry = (type: string, close: string): BibtexEntry => {
    skipSpace();
    const keyStart = pos;
    let key = /^[^,\s}={]*/.exec(text.slice(pos, pos + 500))![0];
    pos += key.length;
    skipSpace();
    if (text[pos] === '=') {
      // no citation key: "@article{ title = {…}, …}" (EndNote's BibTeX export); that was the first field's name
      pos = keyStart;
      key = '';
    }
    const fields = new Map<string, string>();
    for (;;) {
      skipSpace();
      if (text[pos] === ',') pos++;
      skipSpace();
      if (pos >= text.length) fail('unbalanced braces');
      if (text[pos] === close) {
        pos++;
        return { type, key, fields };
      }
      const name = readName().toLowerCase();
      // the next entry began inside this one: a brace or quote was left open
      if (name.startsWith('@')) fail('unbalanced braces (the entry does not close before the next one)');
      skipSpace();
      if (text[pos] !== '=') fail(`"=" expected after ${name}`);
      pos++;
      fields.set(name, readValue());
    }
  };

  for (;;) {
    const at = text.indexOf('@', pos);
    if (at < 0) break;
    pos = at + 1;
    const typeMatch = /^\s*([A-Za-z]+)\s*([{(])/.exec(text.slice(pos, pos + 80));
    if (!typeMatch) continue;
    const type = typeMatch[1]!.toLowerCase();
    const close = typeMatch[2] === '{' ? '}' : ')';
    const start = at;
    pos += typeMatch[0].length;
    try {
      if (type === 'comment' || type === 'preamble') {
        pos -= 1;
        if (close === ')') skipParenthesized();
        else readBraced();
      } else if (type === 'string') {
        skipSpace();
        const name = readName().toLowerCase();
        skipSpace();
        if (text[pos] === '=') pos++;
        macros.set(name, readValue());
        skipSpace();
        pos++;
      } else entries.push(readEntry(type, close));
    } catch (error) {
      if (!(error instanceof EntryError)) throw error;
      entries.push(error.message);
      const next = text.indexOf('\n@', start + 1);
      pos = next < 0 ? text.length : next + 1;
    }
  }
  return entries;
}
