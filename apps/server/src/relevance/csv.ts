/**
 * An RFC 4180 CSV parser: comma-separated fields, fields in double quotes may hold commas, line breaks and doubled
 * quotes (""), records end with CRLF or LF (a lone CR too). A byte-order mark and a final line break are ignored.
 * Lenient where the RFC is silent: a quote inside an unquoted field is kept as text.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const length = text.length;
  const endRecord = () => {
    record.push(field);
    records.push(record);
    record = [];
    field = '';
  };
  while (i < length) {
    const char = text[i]!;
    if (char === '"' && field === '') {
      // A quoted field: read up to the closing quote, "" standing for one quote.
      i++;
      let start = i;
      for (;;) {
        const close = text.indexOf('"', i);
        if (close < 0) throw new Error(`Unclosed quoted field in CSV record ${records.length + 1}`);
        if (text[close + 1] === '"') {
          field += text.slice(start, close + 1);
          i = start = close + 2;
          continue;
        }
        field += text.slice(start, close);
        i = close + 1;
        break;
      }
      // Anything up to the next separator stays part of the field (lenient on `"a"b`).
      while (i < length && text[i] !== ',' && text[i] !== '\n' && text[i] !== '\r') field += text[i++];
      continue;
    }
    if (char === ',') {
      record.push(field);
      field = '';
      i++;
    } else if (char === '\n' || char === '\r') {
      endRecord();
      i += char === '\r' && text[i + 1] === '\n' ? 2 : 1;
    } else {
      let end = i;
      while (end < length && text[end] !== ',' && text[end] !== '\n' && text[end] !== '\r') end++;
      field += text.slice(i, end);
      i = end;
    }
  }
  if (field !== '' || record.length > 0) endRecord();
  return records;
}

/** The records of a CSV text with a header line, as objects keyed by the header's column names. */
export function parseCsvObjects(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) return [];
  return rows
    .filter((row) => !(row.length === 1 && row[0] === ''))
    .map((row) => Object.fromEntries(header.map((name, column) => [name, row[column] ?? ''])));
}
