import { clusterReportMessages, type FinalReport, type MergeDebugInput, type MergeDebugResult } from '@quarry/contract';
import type { Queryable } from '../../db/database.js';
import { shippedModel } from '../../engines/disambiguation/index.js';
import { personPairReport } from '../../engines/disambiguation/pair-report.js';
import { badRequest, notFound } from '../../http/http-error.js';
import type { FileStorage } from '../../storage/file-storage.js';
import {
  mergeDecision,
  mergeReportFile,
  type ReportedPerson,
  reportedPersons,
  toEngineMention,
} from '../persons/index.js';
import { investigationsOfPersons, personExists } from './admin-clusters.repository.js';
import { investigatedMentions } from './cluster-report.js';
import { storedReport } from './cluster-report-files.js';

/** The probability above which the engine joins two mentions (the shipped model's threshold is a distance). */
export const mergeThreshold = () => 1 - shippedModel().threshold;

/** The named scores a JSON answer can carry: a feature the pair has no data for (NaN) is left out. */
const knownScores = (scores: Record<string, number>) =>
  Object.fromEntries(Object.entries(scores).filter(([, value]) => Number.isFinite(value)));

/** The persons (of any investigations) with their newest mentions, in the order asked; 404 naming an unknown one. */
async function personsAnywhere(db: Queryable, personIds: number[]): Promise<ReportedPerson[]> {
  const ids = [...new Set(personIds)];
  const investigations = await investigationsOfPersons(db, ids);
  const unknown = ids.find((id) => !investigations.has(id));
  if (unknown !== undefined) throw notFound(clusterReportMessages.unknownPerson(unknown));
  const found = new Map<number, ReportedPerson>();
  for (const investigationId of new Set(investigations.values())) {
    const mine = ids.filter((id) => investigations.get(id) === investigationId);
    for (const person of await reportedPersons(db, investigationId, mine)) found.set(person.id, person);
  }
  return ids.map((id) => found.get(id)!);
}

/** The admin merge page's merge report: every pair of the persons, as the Disambiguate tab's text file. */
export async function adminMergeReport(db: Queryable, personIds: number[], now = new Date()) {
  return mergeReportFile(await personsAnywhere(db, personIds), now);
}

/** The merge decision of the main person with each of the others, and the threshold they are held to. */
export async function finalMergeReport(db: Queryable, mainPersonId: number, personIds: number[]): Promise<FinalReport> {
  const [main, ...others] = await personsAnywhere(db, [mainPersonId, ...personIds.filter((id) => id !== mainPersonId)]);
  return {
    mainPersonId,
    threshold: mergeThreshold(),
    decisions: others.map((other) => {
      const decision = mergeDecision(main!, other);
      return { ...decision, scores: knownScores(decision.scores) };
    }),
  };
}

/** Why the bad documents of a stored report joined the person: each one's pair scores against the good ones. */
export async function mergeDebug(
  db: Queryable,
  storage: FileStorage,
  input: MergeDebugInput,
): Promise<MergeDebugResult> {
  const report = await storedReport(storage, input.fileKey);
  if (!(await personExists(db, report.investigationId, input.personId))) {
    throw notFound(clusterReportMessages.unknownPerson(input.personId));
  }
  const inReport = new Set(report.documents.map((document) => document.documentId));
  const stranger = [...input.goodDocumentIds, ...input.badDocumentIds].find((id) => !inReport.has(id));
  if (stranger !== undefined) throw badRequest(`Document ${stranger} is not in the cluster report.`);
  const mentions = await investigatedMentions(db, report.investigationId, report.personName);
  const mentionOf = (documentId: number) => {
    const row = mentions.get(documentId);
    return row && toEngineMention(row);
  };
  const model = shippedModel();
  const titles = new Map(report.documents.map((document) => [document.documentId, document.documentTitle]));
  const good = input.goodDocumentIds.flatMap((id) => {
    const mention = mentionOf(id);
    return mention ? [{ id, mention }] : [];
  });
  return {
    personId: input.personId,
    threshold: mergeThreshold(),
    badDocuments: input.badDocumentIds.map((documentId) => {
      const bad = mentionOf(documentId);
      const pairs = bad
        ? good
            .filter((other) => other.id !== documentId)
            .map((other) => {
              const pair = personPairReport([bad], [other.mention], model);
              return { goodDocumentId: other.id, totalScore: pair.totalScore, scores: knownScores(pair.scores) };
            })
        : [];
      return {
        documentId,
        documentTitle: titles.get(documentId) ?? '',
        bestScore: pairs.length > 0 ? Math.max(...pairs.map((pair) => pair.totalScore)) : null,
        pairs,
      };
    }),
  };
}
