import { DEFAULT_SECTION, type InsightReport, type Observation, type ObservationSection } from '@quarry/contract';

/** The section an insight is in (the Default Section for none). */
export const sectionOf = (insight: Observation): number => insight.section ?? DEFAULT_SECTION.id;

/** The sections in order, the Default Section first. */
export const orderedSections = (report: InsightReport): ObservationSection[] =>
  [...report.sections].sort((a, b) => a.ordinal - b.ordinal);

/** A section's insights in order. */
export const insightsOf = (report: InsightReport, sectionId: number): Observation[] =>
  report.observations
    .filter((insight) => sectionOf(insight) === sectionId)
    .sort((a, b) => a.ordinal - b.ordinal || a.id - b.id);

const renumber = (insights: Observation[], sectionId: number): Observation[] =>
  insights.map((insight, ordinal) => ({
    ...insight,
    ordinal,
    section: sectionId === DEFAULT_SECTION.id ? null : sectionId,
  }));

/** The report with one section's insights replaced (numbered in this order). */
function withSectionInsights(report: InsightReport, sectionId: number, insights: Observation[]): InsightReport {
  const ids = new Set(insights.map((insight) => insight.id));
  const others = report.observations.filter((insight) => !ids.has(insight.id) && sectionOf(insight) !== sectionId);
  return { ...report, observations: [...others, ...renumber(insights, sectionId)] };
}

/** An insight moved to `index` of a section (past the end: last), the sections it left and joined renumbered. */
export function withInsightMoved(
  report: InsightReport,
  insightId: number,
  sectionId: number,
  index: number,
): InsightReport {
  const insight = report.observations.find((candidate) => candidate.id === insightId);
  if (!insight) return report;
  const from = sectionOf(insight);
  let moved = report;
  if (from !== sectionId)
    moved = withSectionInsights(
      report,
      from,
      insightsOf(report, from).filter((candidate) => candidate.id !== insightId),
    );
  const target = insightsOf(moved, sectionId).filter((candidate) => candidate.id !== insightId);
  target.splice(Math.max(0, Math.min(index, target.length)), 0, insight);
  return withSectionInsights(moved, sectionId, target);
}

/** The sections in this order (ids of every section but the Default Section, which stays first). */
export function withSectionsOrdered(report: InsightReport, sectionIds: number[]): InsightReport {
  const position = new Map(sectionIds.map((id, index) => [id, index]));
  return {
    ...report,
    sections: report.sections.map((section) =>
      section.id === DEFAULT_SECTION.id
        ? section
        : { ...section, ordinal: position.get(section.id) ?? section.ordinal },
    ),
  };
}

/** A section moved to `index` among the sections after the Default Section. */
export function sectionOrderWithMove(report: InsightReport, sectionId: number, index: number): number[] {
  const ids = orderedSections(report)
    .map((section) => section.id)
    .filter((id) => id !== DEFAULT_SECTION.id && id !== sectionId);
  ids.splice(Math.max(0, Math.min(index, ids.length)), 0, sectionId);
  return ids;
}

/** A section deleted: its insights follow the Default Section's, in their order (doc 3 §4). */
export function withSectionDeleted(report: InsightReport, sectionId: number): InsightReport {
  const kept = { ...report, sections: report.sections.filter((section) => section.id !== sectionId) };
  return withSectionInsights(kept, DEFAULT_SECTION.id, [
    ...insightsOf(report, DEFAULT_SECTION.id),
    ...insightsOf(report, sectionId),
  ]);
}

/** An insight added or replaced (by id). */
export const withInsight = (report: InsightReport, insight: Observation, replacing = insight.id): InsightReport => ({
  ...report,
  observations: [...report.observations.filter((candidate) => candidate.id !== replacing), insight],
});

export const withoutInsight = (report: InsightReport, insightId: number): InsightReport => ({
  ...report,
  observations: report.observations.filter((insight) => insight.id !== insightId),
});

/** The ordinal a new insight gets: one above the highest in the Default Section (doc 3 §4). */
export const nextDefaultOrdinal = (report: InsightReport): number =>
  Math.max(-1, ...insightsOf(report, DEFAULT_SECTION.id).map((insight) => insight.ordinal)) + 1;
