import { containsAllWords, searchWords, SINGLE_VALUE_TOPS, type DocumentFilterSpec } from '@quarry/contract';
import { regionOf } from '../modules/workspace/index/regions.js';
import { countPhrase, tokenize } from '../text/words.js';
import type { TermsState } from '@quarry/contract';
import type { TestApp, TestClient } from './test-app.js';

/**
 * An investigation's documents as a brute force reads them straight from the database, and the filter spec's rules
 * applied to them one by one: what the API tests of the workspace index (the list, the top lists, the graphs)
 * compare its answers with.
 */
export interface Row {
  id: number;
  year: number | null;
  relevancy: string;
  starred: boolean;
  touched: boolean;
  noted: boolean;
  labels: string[];
  text: string;
  type: string;
  language: string | null;
  journal: string | null;
  proceedings: boolean;
  url: string;
  citations: number;
  persons: string[];
  institutions: string[];
  countries: string[];
  entities: Record<string, string[]>;
  /** Each author's first authorship in the document (author order), with its first affiliation's country. */
  authorships: Array<{ personId: string; country: string | undefined }>;
  /** The tracked terms (lower case) the title and abstract contain: "Mentioned Terms". */
  terms: string[];
}

/** Everything the brute force needs, read straight from the database. */
export async function loadRows(t: TestApp, investigationId: number, trackedTerms: string[] = []): Promise<Row[]> {
  const db = t.database.db;
  const docs = await db.query(
    `SELECT *, extract(year FROM date)::int AS year FROM documents WHERE investigation_id = $1`,
    [investigationId],
  );
  const authors = await db.query(
    `SELECT a.document_id, a.person_id, a.affiliations FROM document_authors a JOIN documents d ON d.id = a.document_id WHERE d.investigation_id = $1 ORDER BY a.position`,
    [investigationId],
  );
  const entities = await db.query(
    `SELECT e.* FROM document_entities e JOIN documents d ON d.id = e.document_id WHERE d.investigation_id = $1`,
    [investigationId],
  );
  return docs.rows.map((d) => {
    const mine = authors.rows.filter((a) => a.document_id === d.id);
    const affiliations = mine.flatMap((a) => a.affiliations as Array<{ name: string; countryCode: string }>);
    const kinds: Record<string, string[]> = {};
    for (const e of entities.rows.filter((e) => e.document_id === d.id)) (kinds[e.kind] ??= []).push(e.value);
    return {
      id: d.id,
      year: d.year,
      relevancy: d.relevancy,
      starred: d.starred,
      touched: d.touched,
      noted: Boolean(d.note),
      labels: d.labels,
      text: `${d.title}\n${d.abstract}`.toLowerCase(),
      type: d.type,
      language: d.language,
      journal: d.journal,
      proceedings: /proceed|conference/i.test(d.publication_type ?? ''),
      url: d.url,
      citations: d.citation_number,
      persons: [...new Set(mine.map((a) => String(a.person_id)))],
      institutions: [...new Set(affiliations.map((a) => a.name))],
      countries: [...new Set(affiliations.map((a) => a.countryCode))],
      entities: kinds,
      authorships: firstAuthorships(mine),
      terms: mentionedTerms(`${d.title}\n${d.abstract}`, trackedTerms),
    };
  });
}

function firstAuthorships(authors: Array<Record<string, unknown>>): Row['authorships'] {
  const seen = new Map<string, Row['authorships'][number]>();
  for (const author of authors) {
    const personId = String(author.person_id);
    const affiliations = author.affiliations as Array<{ countryCode?: string }>;
    if (!seen.has(personId))
      seen.set(personId, { personId, country: affiliations.find((a) => a.countryCode)?.countryCode });
  }
  return [...seen.values()];
}

function mentionedTerms(text: string, trackedTerms: string[]): string[] {
  const words = tokenize(text);
  return [...new Set(trackedTerms.map((term) => term.trim().toLowerCase()))].filter(
    (term) => tokenize(term).length > 0 && countPhrase(words, tokenize(term)) > 0,
  );
}

/** A category's values of one row, as the brute force sees them. */
export function valuesOf(row: Row, category: string): string[] {
  switch (category) {
    case 'predefined.Labels':
      return row.labels;
    case 'predefined.Persons':
      return row.persons;
    case 'predefined.Institutions':
      return row.institutions;
    case 'predefined.Countries':
      return row.countries;
    case 'predefined.Regions':
      return [...new Set(row.countries.map(regionOf))];
    case 'predefined.Languages':
      return row.language ? [row.language] : [];
    case 'predefined.Classifications':
      return [row.type];
    case 'predefined.Domains':
      return [new URL(row.url).hostname];
    case 'predefined.Journals':
      return row.journal && !row.proceedings ? [row.journal] : [];
    case 'predefined.Conferences':
      return row.journal && row.proceedings ? [row.journal] : [];
    case 'predefined.Email':
      return row.entities.email ?? [];
    case 'predefined.Mentioned Terms':
      return row.terms;
    default: {
      const kind = {
        'entity.Mentioned Persons': 'person',
        'entity.Mentioned Organizations': 'organization',
        'entity.Mentioned Locations': 'location',
        'entity.Mentioned Concepts': 'concept',
      }[category];
      return kind ? (row.entities[kind] ?? []) : [];
    }
  }
}

export function matchesExceptDates(row: Row, spec: DocumentFilterSpec): boolean {
  const status = spec.displayedResultsStatus ?? 'All';
  if (status === 'Unread' && row.touched) return false;
  if (status === 'Annotated' && !(row.starred || row.noted || row.labels.length)) return false;
  if ((status === 'Relevant' || status === 'Irrelevant') && row.relevancy !== status) return false;
  if (status === 'Unscreened' && row.relevancy !== 'Neutral') return false;
  const tops = spec.selectedTops ?? [];
  for (const top of tops.filter((selected) => !SINGLE_VALUE_TOPS.includes(selected.name))) {
    const values = valuesOf(row, top.name).map((v) => (top.name === 'predefined.Labels' ? v.toLowerCase() : v));
    if (!values.includes(top.name === 'predefined.Labels' ? top.selectedValue.toLowerCase() : top.selectedValue))
      return false;
  }
  // Several values of a list a document has one of: any of them.
  for (const name of new Set(tops.map((top) => top.name).filter((name) => SINGLE_VALUE_TOPS.includes(name)))) {
    const wanted = tops.filter((top) => top.name === name).map((top) => top.selectedValue);
    if (!valuesOf(row, name).some((value) => wanted.includes(value))) return false;
  }
  if (spec.freeText && !containsAllWords(row.text, searchWords(spec.freeText))) return false;
  if (spec.includeOnlyUnlabeled && row.labels.length) return false;
  if (spec.includeSingleAuthoredDocuments === false && row.persons.length === 1) return false;
  if (spec.onlyMissingDate && row.year !== null) return false;
  return true;
}

export const inRange = (row: Row, spec: DocumentFilterSpec) => {
  const { startYear = null, endYear = null } = spec.dateFilter ?? {};
  if (startYear === null && endYear === null) return true;
  return (
    row.year !== null && (startYear === null || row.year >= startYear) && (endYear === null || row.year <= endYear)
  );
};

/** A Topic investigation's tracked terms as its index scores them: the selected ones, Exclude terms left out. */
export async function trackedTerms(client: TestClient, investigationId: number): Promise<string[]> {
  const state: TermsState = (await client.get(`/api/investigations/topic/${investigationId}/terms`)).json();
  return state.terms.filter((term) => term.selected && term.modifier !== 'Exclude').map((term) => term.term);
}
