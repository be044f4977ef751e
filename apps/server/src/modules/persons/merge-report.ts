import { mergeText, type MergeDecision } from '@quarry/contract';
import type { Queryable } from '../../db/database.js';
import { fileTimestamp } from '../../http/downloads.js';
import { forbidden, notFound } from '../../http/http-error.js';
import type { SessionUser } from '../../http/session-user.js';
import { type Mention, shippedModel } from '../../engines/disambiguation/index.js';
import { personPairReport, REPORT_MENTIONS } from '../../engines/disambiguation/pair-report.js';
import { toEngineMention } from './clustering-plan.js';
import { mentionsOfPersons } from './person-clustering.repository.js';

const figure = (value: number) => value.toFixed(3);

/** A person as the merge reports score it: its name and its newest mentions. */
export interface ReportedPerson {
  id: number;
  name: string;
  mentions: Mention[];
}

/** The persons of the investigation with their newest mentions, in the order asked; 404 when one has none. */
export async function reportedPersons(
  db: Queryable,
  investigationId: number,
  personIds: number[],
): Promise<ReportedPerson[]> {
  const rows = await mentionsOfPersons(db, investigationId, personIds, REPORT_MENTIONS);
  return personIds.map((id) => {
    const mine = rows.filter((row) => row.person_id === id);
    if (mine.length === 0) throw notFound();
    return { id, name: mine[0]!.name, mentions: mine.map(toEngineMention) };
  });
}

/** The disambiguation scorer on one pair of persons (doc 3 §3 Merge decision). */
export function mergeDecision(first: ReportedPerson, second: ReportedPerson): MergeDecision {
  const report = personPairReport(first.mentions, second.mentions, shippedModel());
  return { id1: first.id, id2: second.id, totalScore: report.totalScore, scores: report.scores };
}

/**
 * The merge report's text file (doc 3 §2, §6): for each pair of the persons, the disambiguation scorer's totalScore
 * (how likely one person, 0 to 1) and its named scores, named by its timestamp.
 */
export function mergeReportFile(persons: readonly ReportedPerson[], now = new Date()) {
  const lines = [`${mergeText.reportTitle} — ${now.toISOString()}`, ''];
  for (let i = 0; i < persons.length; i++) {
    for (let j = i + 1; j < persons.length; j++) {
      const [a, b] = [persons[i]!, persons[j]!];
      const decision = mergeDecision(a, b);
      lines.push(`${a.name} (${a.id}) × ${b.name} (${b.id})`, `  totalScore: ${figure(decision.totalScore)}`);
      for (const [name, value] of Object.entries(decision.scores)) lines.push(`  ${name}: ${figure(value)}`);
      lines.push('');
    }
  }
  return { fileName: `${fileTimestamp(now)}.txt`, content: lines.join('\n') };
}

/** Download Merge Report of the Disambiguate tab: the selected persons of one investigation, omnipotent users only. */
export async function mergeReport(
  db: Queryable,
  user: SessionUser,
  investigationId: number,
  personIds: number[],
  now = new Date(),
) {
  if (!user.omnipotent) throw forbidden(mergeText.reportOmnipotentOnly);
  return mergeReportFile(await reportedPersons(db, investigationId, personIds), now);
}
