import { LOW_CONFIDENCE_MARGIN } from './quality-metrics.js';
import { type ReportColumn, sheet } from './report-workbook.js';

/** One investigation's row of the quality estimation report. */
export interface QualityRow {
  investigationId: number;
  /** The investigated name; null when the investigation names none. */
  name: string | null;
  /** The persons that may be the name, their largest one's documents and its share of all of theirs. */
  clusters: number;
  largest: number;
  largestShare: number | null;
  mainPersonId: number | null;
  main: {
    documents: number;
    printedNames: string[];
    coauthorCohesion: number | null;
    scoredMentions: number;
    lowConfidenceShare: number | null;
  } | null;
}

const percent = (share: number | null | undefined) => (share == null ? null : Math.round(share * 1000) / 10);

const COLUMNS: Array<ReportColumn<QualityRow>> = [
  { header: 'Investigation ID', width: 16, value: (r) => r.investigationId },
  { header: 'Name', width: 28, value: (r) => r.name },
  { header: 'Clusters', width: 10, value: (r) => r.clusters },
  { header: 'Largest cluster (documents)', width: 14, value: (r) => r.largest },
  { header: 'Largest cluster share %', width: 12, value: (r) => percent(r.largestShare) },
  { header: 'Main cluster', width: 12, value: (r) => r.mainPersonId },
  { header: 'Main cluster documents', width: 12, value: (r) => r.main?.documents ?? null },
  { header: 'Name variants', width: 10, value: (r) => r.main?.printedNames.length ?? null },
  { header: 'Printed names', width: 50, value: (r) => r.main?.printedNames.join('; ') ?? null },
  { header: 'Co-author cohesion %', width: 12, value: (r) => percent(r.main?.coauthorCohesion) },
  { header: 'Mentions scored', width: 10, value: (r) => r.main?.scoredMentions ?? null },
  { header: 'Low confidence %', width: 12, value: (r) => percent(r.main?.lowConfidenceShare) },
];

interface Note {
  figure: string;
  meaning: string;
}

const NOTES: Note[] = [
  { figure: 'Clusters', meaning: "The persons whose names may be the investigated name (the Disambiguate tab's)." },
  { figure: 'Co-author cohesion %', meaning: 'Main cluster documents sharing a co-author with another of them.' },
  {
    figure: 'Low confidence %',
    meaning:
      `Scored mentions whose best disambiguation score to the rest of the main cluster is below the model's ` +
      `joining score + ${LOW_CONFIDENCE_MARGIN}; the newest mentions are scored, up to a cap.`,
  },
];

export const qualitySheets = (rows: readonly QualityRow[]) => [
  sheet('Investigations', COLUMNS, rows),
  sheet<Note>(
    'About',
    [
      { header: 'Figure', width: 24, value: (n) => n.figure },
      { header: 'Meaning', width: 100, value: (n) => n.meaning },
    ],
    NOTES,
  ),
];
