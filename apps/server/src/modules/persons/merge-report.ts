import { mergeText } from '@quarry/contract';
import type { Queryable } from '../../db/database.js';
import { fileTimestamp } from '../../http/downloads.js';
import { forbidden, notFound } from '../../http/http-error.js';
import type { SessionUser } from '../../http/session-user.js';
import { shippedModel } from '../../engines/disambiguation/index.js';
import { personPairReport, REPORT_MENTIONS } from '../../engines/disambiguation/pair-report.js';
import { toEngineMention } from './clustering-plan.js';
import { mentionsOfPersons } from './person-clustering.repository.js';

const figure = (value: number) => value.toFixed(3);

/**
 * Download Merge Report (doc 3 §2, §6): for each pair of the selected persons, the disambiguation scorer's
 * totalScore (how likely one person, 0 to 1) and its named scores, as a text file named by its timestamp.
 */
export async function mergeReport(
  db: Queryable,
  user: SessionUser,
  investigationId: number,
  personIds: number[],
  now = new Date(),
) {
  if (!user.omnipotent) throw forbidden(mergeText.reportOmnipotentOnly);
  const rows = await mentionsOfPersons(db, investigationId, personIds, REPORT_MENTIONS);
  const persons = personIds.map((id) => {
    const mine = rows.filter((row) => row.person_id === id);
    if (mine.length === 0) throw notFound();
    return { id, name: mine[0]!.name, mentions: mine.map(toEngineMention) };
  });
  const model = shippedModel();
  const lines = [`${mergeText.reportTitle} — ${now.toISOString()}`, ''];
  for (let i = 0; i < persons.length; i++) {
    for (let j = i + 1; j < persons.length; j++) {
      const [a, b] = [persons[i]!, persons[j]!];
      const report = personPairReport(a.mentions, b.mentions, model);
      lines.push(`${a.name} (${a.id}) × ${b.name} (${b.id})`, `  totalScore: ${figure(report.totalScore)}`);
      for (const [name, value] of Object.entries(report.scores)) lines.push(`  ${name}: ${figure(value)}`);
      lines.push('');
    }
  }
  return { fileName: `${fileTimestamp(now)}.txt`, content: lines.join('\n') };
}
