import {
  timelineRequest,
  timelineText,
  type DocumentFilterSpec,
  type TermsState,
  type TimelineChart,
  type TimelineRequest,
} from '@quarry/contract';
import type { InvestigationFacts } from '../investigations/index.js';
import type { WorkspaceService } from '../workspace/index.js';
import { termsPerYear } from './term-years.js';

export interface TimelineDeps {
  workspace: Pick<WorkspaceService, 'filteredIndex'>;
  /** The search definition (term groups and their terms) of a Topic investigation. */
  terms(investigation: InvestigationFacts): Promise<TermsState>;
  /** Works per publication year in OpenAlex for a search text. */
  worksPerYear(search: string): Promise<Array<{ year: number; count: number }>>;
  now?: () => number;
}

/** OpenAlex's counts change slowly: each term's are kept a day (and at most this many terms). */
const EXTERNAL_TTL_MS = 24 * 3600_000;
const EXTERNAL_CACHED_TERMS = 500;

/**
 * The timeline chart (doc 3 §3 "Timeline chart data"): per year, the filter's documents mentioning each selected
 * term and any term of each selected group (from the workspace index), and one term's works in OpenAlex.
 */
export function createTimeline(deps: TimelineDeps) {
  const now = deps.now ?? Date.now;
  const external = new Map<string, { at: number; years: Promise<Array<{ year: number; count: number }>> }>();

  function externalYears(term: string) {
    const key = term.toLowerCase();
    const cached = external.get(key);
    if (cached && now() - cached.at < EXTERNAL_TTL_MS) return cached.years;
    const years = deps.worksPerYear(term);
    external.delete(key);
    if (external.size >= EXTERNAL_CACHED_TERMS) external.delete(external.keys().next().value!);
    external.set(key, { at: now(), years });
    years.catch(() => external.delete(key));
    return years;
  }

  return {
    async chart(investigation: InvestigationFacts, body: TimelineRequest): Promise<TimelineChart> {
      const request = timelineRequest.parse(body);
      const state = await deps.terms(investigation);
      const groups = state.termGroups.filter((group) => request.selectedTermGroups.includes(group.id));
      const series = [
        ...request.selectedTerms.map((term) => ({ label: term, terms: [term] })),
        ...groups.map((group) => ({
          label: group.name,
          terms: state.terms.filter((term) => term.groupId === group.id).map((term) => term.term),
        })),
      ];
      const spec = request.spec ?? ({} as DocumentFilterSpec);
      const { index, docs } = await deps.workspace.filteredIndex(investigation, spec);
      const counted = termsPerYear(
        index,
        docs,
        series.map((entry) => entry.terms),
      );
      const columns = ['Year', ...series.map((entry) => entry.label)];
      const rows = new Map(counted.years.map((year, k) => [year, counted.counts.map((counts) => counts[k]!)]));
      let externalError: string | undefined;
      if (request.selectedExternalSeries) {
        const term = request.selectedExternalSeries;
        try {
          const years = await externalYears(term);
          if (years.length === 0) externalError = timelineText.externalEmpty(term);
          columns.push(timelineText.externalLabel(term));
          const works = new Map(years.map((entry) => [entry.year, entry.count]));
          for (const year of works.keys())
            if (!rows.has(year))
              rows.set(
                year,
                series.map(() => 0),
              );
          for (const [year, counts] of rows) counts.push(works.get(year) ?? 0);
        } catch {
          externalError = timelineText.externalFailed(term);
        }
      }
      const dataItems = everyYear(rows, columns.length - 1).map(([year, counts]) => [year, ...counts]);
      return {
        selectedTermGroups: groups.map((group) => group.id),
        selectedTerms: request.selectedTerms,
        selectedExternalSeries: request.selectedExternalSeries,
        chartEntity: { columns, dataItems },
        ...(externalError ? { externalError } : {}),
      };
    },
  };
}

/** The rows by year, with the years between the first and the last that have none filled with zeros. */
function everyYear(rows: Map<number, number[]>, seriesCount: number): Array<[number, number[]]> {
  if (rows.size === 0) return [];
  const years = [...rows.keys()];
  const filled: Array<[number, number[]]> = [];
  for (let year = Math.min(...years); year <= Math.max(...years); year++)
    filled.push([year, rows.get(year) ?? Array<number>(seriesCount).fill(0)]);
  return filled;
}
