import { z } from 'zod';

/**
 * The file formats the documents export writes (POST …/export?format=): today's Excel workbook, and the formats the
 * tools a user moves on to read (reference managers, Rayyan, ASReview), each with the user's decisions in it.
 */
export const exportFormats = ['xlsx', 'ris', 'bibtex', 'csl-json', 'csv'] as const;
export type ExportFormat = (typeof exportFormats)[number];

export interface ExportFileKind {
  /** The Export menu's item. */
  label: string;
  extension: string;
  contentType: string;
  /** The notice shown while the server writes the file (doc 2 §8's text for the workbook). */
  startedMessage: string;
}

const started = (what: string) => `${what} started, this might take a short while.`;

export const exportFileKinds: Record<ExportFormat, ExportFileKind> = {
  xlsx: {
    label: 'Export to Excel',
    extension: 'xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    startedMessage: started('Export to Excel'),
  },
  ris: {
    label: 'Export RIS',
    extension: 'ris',
    contentType: 'application/x-research-info-systems; charset=utf-8',
    startedMessage: started('Export RIS'),
  },
  bibtex: {
    label: 'Export BibTeX',
    extension: 'bib',
    contentType: 'application/x-bibtex; charset=utf-8',
    startedMessage: started('Export BibTeX'),
  },
  'csl-json': {
    label: 'Export CSL-JSON',
    extension: 'json',
    contentType: 'application/vnd.citationstyles.csl+json; charset=utf-8',
    startedMessage: started('Export CSL-JSON'),
  },
  csv: {
    label: 'Export CSV',
    extension: 'csv',
    contentType: 'text/csv; charset=utf-8',
    startedMessage: started('Export CSV'),
  },
};

export const unknownExportFormatMessage = `The export format must be one of ${exportFormats.join(', ')}`;

/** The export call's query: the format, the workbook when none is named. */
export const exportQuery = z.object({
  format: z.enum(exportFormats, { error: unknownExportFormatMessage }).default('xlsx'),
});
