import type { ClusterDiff } from '@quarry/contract';
import { type ReportColumn, sheet } from './report-workbook.js';

type Moved = ClusterDiff['moved'][number];
type Run = ClusterDiff['runs'][number];

const MOVED_COLUMNS: Array<ReportColumn<Moved>> = [
  { header: 'Document ID', width: 12, value: (m) => m.documentId },
  { header: 'Author position', width: 10, value: (m) => m.mentionId },
  { header: 'Name', width: 28, value: (m) => m.name },
  { header: 'Document', width: 60, value: (m) => m.documentTitle },
  { header: 'From person', width: 12, value: (m) => m.fromPersonId },
  { header: 'To person', width: 12, value: (m) => m.toPersonId },
];

const RUN_COLUMNS: Array<ReportColumn<Run & { compared: string }>> = [
  { header: 'Run', width: 8, value: (r) => r.runId },
  { header: 'Finished', width: 24, value: (r) => r.finishedAt },
  { header: 'Persons', width: 10, value: (r) => r.persons },
  { header: 'Compared', width: 10, value: (r) => r.compared },
];

/** The cluster diff's workbook: the moved mentions, then the investigation's runs with the two compared marked. */
export const diffSheets = (diff: Omit<ClusterDiff, 'location'>) => [
  sheet('Moved mentions', MOVED_COLUMNS, diff.moved),
  sheet(
    'Runs',
    RUN_COLUMNS,
    diff.runs.map((run) => ({
      ...run,
      compared: run.runId === diff.fromRunId ? 'From' : run.runId === diff.toRunId ? 'To' : '',
    })),
  ),
];
