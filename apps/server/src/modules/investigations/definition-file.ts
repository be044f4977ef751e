import {
  definitionSchemas,
  type InvestigationKind,
  investigationKinds,
  MAX_DEFINITION_ENTRIES,
} from '@quarry/contract';
import { type CsvRow, csvRows } from '../../text/csv.js';
import { definitionProblem } from './definition-checks.js';

export interface DefinitionEntry {
  type: InvestigationKind;
  definition: Record<string, unknown>;
}

export type DefinitionParse = { entries: DefinitionEntry[]; errors: [] } | { entries: []; errors: string[] };

const BOOLEAN_FIELDS = new Set(['includePublications', 'includeWebPages', 'political']);

/** One CSV row as the object the type's create call takes: booleans read, researcherNames split on ";". */
function csvObject(header: string[], cells: string[]): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  header.forEach((name, index) => {
    const value = (cells[index] ?? '').trim();
    if (value === '') return;
    if (BOOLEAN_FIELDS.has(name)) object[name] = /^(true|yes|1)$/i.test(value);
    else if (name === 'researcherNames') object[name] = value.split(';').map((part) => part.trim());
    else object[name] = value;
  });
  return object;
}

function validate(raw: unknown, where: string): DefinitionEntry | string {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return `${where}: expected an object with a "type"`;
  const { type, ...fields } = raw as Record<string, unknown>;
  if (typeof type !== 'string' || !investigationKinds.includes(type as InvestigationKind)) {
    return `${where}: unknown type "${String(type)}" (one of ${Object.keys(definitionSchemas).join(', ')})`;
  }
  const schema = definitionSchemas[type as InvestigationKind];
  if (!schema) return `${where}: ${type} investigations cannot be created from a definition file`;
  const definition = type === 'Political' ? { ...fields, political: true } : fields;
  const parsed = schema.safeParse(definition);
  if (!parsed.success) {
    return `${where}: ${parsed.error.issues.map((issue) => `${issue.path.join('.') || type}: ${issue.message}`).join('; ')}`;
  }
  const problem = definitionProblem(type as InvestigationKind, parsed.data as Record<string, unknown>);
  if (problem) return `${where}: ${problem}`;
  return { type: type as InvestigationKind, definition: parsed.data as Record<string, unknown> };
}

function jsonItems(text: string): unknown[] | string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return `The file is not valid JSON: ${(error as Error).message}`;
  }
  if (Array.isArray(parsed)) return parsed;
  const wrapped = (parsed as { investigations?: unknown } | null)?.investigations;
  return Array.isArray(wrapped)
    ? wrapped
    : 'A JSON definition file holds an array of investigations, or {"investigations": [...]}';
}

/**
 * Reads an investigation-definition file (JSON or CSV, see docs/investigation-definition-file.md). All or
 * nothing: any error, and the errors of every entry are listed, each naming its line or item.
 */
export function parseDefinitionFile(fileName: string, text: string): DefinitionParse {
  const isJson = /\.json$/i.test(fileName) || /^\s*[[{]/.test(text);
  const results: Array<DefinitionEntry | string> = [];
  if (isJson) {
    const items = jsonItems(text);
    if (typeof items === 'string') return { entries: [], errors: [items] };
    items.forEach((item, index) => results.push(validate(item, `item ${index + 1}`)));
  } else {
    let rows: CsvRow[];
    try {
      rows = csvRows(text);
    } catch (error) {
      return { entries: [], errors: [`The file is not valid CSV: ${(error as Error).message}`] };
    }
    const header = rows.shift();
    if (!header) return { entries: [], errors: ['The file is empty'] };
    const names = header.cells.map((cell) => cell.trim());
    if (!names.includes('type')) return { entries: [], errors: ['line 1: the header row must name a "type" column'] };
    for (const row of rows) results.push(validate(csvObject(names, row.cells), `line ${row.line}`));
  }
  if (results.length === 0) return { entries: [], errors: ['The file defines no investigation'] };
  if (results.length > MAX_DEFINITION_ENTRIES) {
    return {
      entries: [],
      errors: [`At most ${MAX_DEFINITION_ENTRIES} investigations per file (this one has ${results.length})`],
    };
  }
  const errors = results.filter((result): result is string => typeof result === 'string');
  return errors.length ? { entries: [], errors } : { entries: results as DefinitionEntry[], errors: [] };
}
