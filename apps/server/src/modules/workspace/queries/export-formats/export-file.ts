import type { ExportFormat } from '@quarry/contract';
import type { ExportedDocument } from './export-record.js';
import { documentsWorkbook } from '../export-workbook.js';
import { documentsBibtex } from './bibtex-writer.js';
import { documentsCslJson } from './csl-json-writer.js';
import { documentsCsv } from './csv-writer.js';
import { documentsRis } from './ris-writer.js';

const TEXT_WRITERS: Record<Exclude<ExportFormat, 'xlsx'>, (documents: readonly ExportedDocument[]) => string> = {
  ris: documentsRis,
  bibtex: documentsBibtex,
  'csl-json': documentsCslJson,
  csv: documentsCsv,
};

/** The documents written in the format asked for: the workbook, or a UTF-8 text file. */
export async function exportFile(format: ExportFormat, title: string, documents: ExportedDocument[]): Promise<Buffer> {
  if (format === 'xlsx') return documentsWorkbook(title, documents);
  return Buffer.from(TEXT_WRITERS[format](documents), 'utf8');
}
