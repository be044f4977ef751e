import type { BatchAccuracyReport, ClusterDiff, PersonCandidate, StoredReport } from '@quarry/contract';
import type { Database } from '../../db/database.js';
import { shippedModel } from '../../engines/disambiguation/index.js';
import { bestScoresWithinCluster, joiningScore } from '../../engines/disambiguation/mention-confidence.js';
import { notFound } from '../../http/http-error.js';
import type { FileStorage } from '../../storage/file-storage.js';
import type { InvestigationFacts } from '../investigations/index.js';
import { scoringMentionsOfPersons, investigatedName } from '../persons/index.js';
import {
  clusterFacts,
  clusteringRuns,
  decisionEvents,
  mentionLabels,
  mergeEvents,
  personInvestigationIds,
  runAssignments,
} from './admin-reports.repository.js';
import type { AccuracyFile } from './accuracy-form.js';
import { feedbackEvents, feedbackSheets } from './author-feedback.js';
import { accuracySheets, batchAccuracy } from './batch-accuracy.js';
import { diffAssignments, runsToCompare } from './cluster-diff.js';
import { diffSheets } from './cluster-diff-sheets.js';
import { clusterSpread, coauthorCohesion, lowConfidenceShare } from './quality-metrics.js';
import { type QualityRow, qualitySheets } from './quality-sheets.js';
import { type ReportSheet, reportKey, reportWorkbook } from './report-workbook.js';

/**
 * The main cluster's mentions the quality report scores, the newest first: n² pairs each, so dozens of
 * investigations stay a matter of seconds (40 mentions are 780 pairs).
 */
export const MAX_SCORED_MENTIONS = 40;

export interface AdminReportsDeps {
  storage: FileStorage;
  facts(investigationId: number): Promise<InvestigationFacts | undefined>;
  /** The persons that may be the investigated name (the Disambiguate tab's Possible Matches). */
  candidates(investigation: InvestigationFacts, name: string): Promise<PersonCandidate[]>;
  /** The person the investigation is about (the main cluster filter's). */
  mainCluster(investigation: InvestigationFacts): Promise<number | null>;
  now?: () => Date;
}

/** The process menu's admin reports (doc 1 §6, doc 2 §6): workbooks kept in storage, answered by their key. */
export function createAdminReports(db: Database, deps: AdminReportsDeps) {
  const now = deps.now ?? (() => new Date());

  async function store(kind: string, title: string, sheets: ReadonlyArray<ReportSheet<unknown>>, prefix = '') {
    const location = reportKey(kind, now(), prefix);
    await deps.storage.put(location, await reportWorkbook(title, sheets));
    return location;
  }

  async function authorFeedback(): Promise<StoredReport> {
    const [merges, decisions] = await Promise.all([mergeEvents(db), decisionEvents(db)]);
    return {
      location: await store('author-feedback', 'Author feedback', feedbackSheets(feedbackEvents(merges, decisions))),
    };
  }

  async function qualityOf(investigationId: number): Promise<QualityRow | undefined> {
    const facts = await deps.facts(investigationId);
    if (!facts) return undefined;
    const name = investigatedName(facts) ?? null;
    const candidates = name ? await deps.candidates(facts, name) : [];
    const spread = clusterSpread(candidates.map((candidate) => candidate.documentsCount));
    const mainPersonId = await deps.mainCluster(facts);
    const row: QualityRow = { investigationId, name, ...spread, mainPersonId, main: null };
    if (mainPersonId === null) return row;
    const [facts_, mentions] = await Promise.all([
      clusterFacts(db, mainPersonId),
      scoringMentionsOfPersons(db, investigationId, [mainPersonId], MAX_SCORED_MENTIONS),
    ]);
    const model = shippedModel();
    const scores = bestScoresWithinCluster(
      mentions.map((mention) => mention.mention),
      model,
    );
    row.main = {
      documents: facts_.coauthorsByDocument.length,
      printedNames: facts_.printedNames,
      coauthorCohesion: coauthorCohesion(facts_.coauthorsByDocument),
      scoredMentions: scores.filter((score) => score !== null).length,
      lowConfidenceShare: lowConfidenceShare(scores, joiningScore(model)),
    };
    return row;
  }

  async function qualityEstimation(): Promise<StoredReport> {
    const rows: QualityRow[] = [];
    for (const id of await personInvestigationIds(db)) {
      const row = await qualityOf(id);
      if (row) rows.push(row);
    }
    return { location: await store('quality-estimation', 'Quality estimation', qualitySheets(rows)) };
  }

  async function clusterDiff(query: {
    investigationId: number;
    fromRunId?: number;
    toRunId?: number;
  }): Promise<ClusterDiff> {
    const { investigationId } = query;
    if (!(await deps.facts(investigationId))) throw notFound();
    const runs = await clusteringRuns(db, investigationId);
    const chosen = runsToCompare(
      runs.map((run) => run.id),
      query,
    );
    if (!chosen) throw notFound();
    const { fromRunId, toRunId } = chosen;
    const { moved, unchanged } =
      fromRunId === null || toRunId === null
        ? { moved: [], unchanged: 0 }
        : diffAssignments(await runAssignments(db, fromRunId), await runAssignments(db, toRunId));
    const labels = new Map(
      (await mentionLabels(db, moved)).map((label) => [`${label.document_id}:${label.position}`, label]),
    );
    const diff: Omit<ClusterDiff, 'location'> = {
      investigationId,
      runs: runs.map((run) => ({
        runId: run.id,
        finishedAt: new Date(run.finished_at).toISOString(),
        persons: run.persons,
      })),
      fromRunId,
      toRunId,
      unchanged,
      moved: moved.map((mention) => {
        const label = labels.get(`${mention.documentId}:${mention.position}`);
        return {
          mentionId: mention.position,
          documentId: mention.documentId,
          documentTitle: label?.title ?? '',
          name: label?.name ?? '',
          fromPersonId: mention.fromPersonId,
          toPersonId: mention.toPersonId,
        };
      }),
    };
    const location = await store('cluster-diff', 'Cluster diff', diffSheets(diff), `${investigationId}-`);
    return { ...diff, location };
  }

  async function batchAccuracyReport(
    readFiles: (each: (file: AccuracyFile) => Promise<void>) => Promise<void>,
  ): Promise<BatchAccuracyReport> {
    const report = await batchAccuracy(db, readFiles);
    return { ...report, location: await store('accuracy', 'Accuracy', accuracySheets(report)) };
  }

  return { authorFeedback, qualityEstimation, clusterDiff, batchAccuracyReport };
}

export type AdminReports = ReturnType<typeof createAdminReports>;
