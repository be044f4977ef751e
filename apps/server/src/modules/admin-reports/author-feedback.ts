import type { DecisionEventRow, MergeEventRow } from './admin-reports.repository.js';
import { type ReportColumn, sheet } from './report-workbook.js';

export const feedbackKinds = {
  merge: 'Merge',
  undoneMerge: 'Undone merge',
  relevant: 'Vote: this person',
  notThisPerson: 'Not this person',
} as const;
export type FeedbackKind = (typeof feedbackKinds)[keyof typeof feedbackKinds];

/** One thing a user told the disambiguation. */
export interface FeedbackEvent {
  at: Date;
  /** Who did it, where the record keeps it (a merge's author; votes and undos do not keep theirs). */
  user: string | null;
  investigationId: number;
  investigationTitle: string;
  kind: FeedbackKind;
  /** The persons concerned, "Name (id)", the kept one first for a merge. */
  persons: string;
}

const personLabel = (person: { id: number; name: string }) => `${person.name} (${person.id})`;

/**
 * The users' feedback over time, oldest first: each merge, each undo of one (when it was undone), and each standing
 * Disambiguate vote (its last change: a vote taken back to Neutral leaves no row, so it is not listed).
 */
export function feedbackEvents(
  merges: readonly MergeEventRow[],
  decisions: readonly DecisionEventRow[],
): FeedbackEvent[] {
  const events: FeedbackEvent[] = [];
  for (const merge of merges) {
    const common = {
      investigationId: merge.investigation_id,
      investigationTitle: merge.investigation_title,
      persons: merge.persons.map(personLabel).join('; '),
    };
    events.push({ ...common, at: new Date(merge.merged_at), user: merge.user_email, kind: feedbackKinds.merge });
    if (merge.undone_at) {
      events.push({ ...common, at: new Date(merge.undone_at), user: null, kind: feedbackKinds.undoneMerge });
    }
  }
  for (const decision of decisions) {
    events.push({
      at: new Date(decision.decided_at),
      user: null,
      investigationId: decision.investigation_id,
      investigationTitle: decision.investigation_title,
      kind: decision.relevancy === 'Relevant' ? feedbackKinds.relevant : feedbackKinds.notThisPerson,
      persons: personLabel({ id: decision.person_id, name: decision.person_name }),
    });
  }
  return events.sort((a, b) => a.at.getTime() - b.at.getTime());
}

export interface MonthlyCount {
  /** YYYY-MM (UTC). */
  month: string;
  kind: FeedbackKind;
  count: number;
}

/** How many events of each kind each month, months in order, kinds in their order of feedbackKinds. */
export function monthlyCounts(events: readonly FeedbackEvent[]): MonthlyCount[] {
  const order = Object.values(feedbackKinds) as FeedbackKind[];
  const counts = new Map<string, number>();
  for (const event of events) {
    const key = `${event.at.toISOString().slice(0, 7)}|${event.kind}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts]
    .map(([key, count]) => {
      const [month, kind] = key.split('|') as [string, FeedbackKind];
      return { month, kind, count };
    })
    .sort((a, b) => a.month.localeCompare(b.month) || order.indexOf(a.kind) - order.indexOf(b.kind));
}

const EVENT_COLUMNS: Array<ReportColumn<FeedbackEvent>> = [
  { header: 'Time', width: 22, value: (e) => e.at.toISOString() },
  { header: 'User', width: 28, value: (e) => e.user },
  { header: 'Investigation ID', width: 16, value: (e) => e.investigationId },
  { header: 'Investigation', width: 36, value: (e) => e.investigationTitle },
  { header: 'Kind', width: 18, value: (e) => e.kind },
  { header: 'Persons', width: 60, value: (e) => e.persons },
];

const COUNT_COLUMNS: Array<ReportColumn<MonthlyCount>> = [
  { header: 'Month', width: 10, value: (c) => c.month },
  { header: 'Kind', width: 18, value: (c) => c.kind },
  { header: 'Count', width: 8, value: (c) => c.count },
];

/** The author feedback report's two sheets: the events, then the counts per month and kind. */
export const feedbackSheets = (events: readonly FeedbackEvent[]) => [
  sheet('Events', EVENT_COLUMNS, events),
  sheet('Per month', COUNT_COLUMNS, monthlyCounts(events)),
];
