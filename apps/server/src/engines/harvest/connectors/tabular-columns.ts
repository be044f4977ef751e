/**
 * The table exports Quarry reads, told apart by their header row, and which column holds which field in each.
 * Column names are compared trimmed and in lower case ("Source title", "source title").
 */
export type TabularKind =
  'wos-tab' | 'scopus-csv' | 'ieee-csv' | 'springer-csv' | 'embase-csv' | 'dimensions-csv' | 'asreview' | 'table';

export type TabularField =
  | 'id'
  | 'title'
  | 'abstract'
  | 'authors'
  | 'year'
  | 'date'
  | 'journal'
  | 'volume'
  | 'issue'
  | 'pages'
  | 'startPage'
  | 'endPage'
  | 'doi'
  | 'url'
  | 'language'
  | 'type'
  | 'publisher'
  | 'pmid'
  | 'pmcid'
  | 'included';

/** Each field's columns, the first non-empty one winning. */
export type ColumnNames = Partial<Record<TabularField, string[]>>;

/** A column name as compared: trimmed, lower case, one space between words. */
export const columnKey = (name: string) =>
  name
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ');

/**
 * ASReview's column names and their synonyms (asreview/data's __alternative_column_names__ and its v1
 * COLUMN_DEFINITIONS), with RIS-style short names and the names of reference managers' CSV exports.
 */
const ASREVIEW_INCLUDED = [
  'included',
  'label',
  'final_included',
  'label_included',
  'included_label',
  'included_final',
  'included_flag',
  'include',
];

const GENERIC: ColumnNames = {
  id: ['record_id', 'id', 'key'],
  title: ['title', 'primary_title', 'ti', 't1', 'article title', 'document title'],
  abstract: ['abstract', 'abstract note', 'notes_abstract', 'ab', 'n2'],
  authors: ['authors', 'author names', 'first_authors', 'author', 'au', 'a1'],
  year: ['year', 'publication_year', 'publication year', 'py', 'pubyear'],
  date: ['date', 'publication date', 'da'],
  journal: [
    'journal',
    'secondary_title',
    'secondary title',
    'journal_name',
    'source title',
    'publication title',
    'source',
    't2',
    'jo',
    'jf',
  ],
  volume: ['volume', 'vl'],
  issue: ['issue', 'number', 'is'],
  pages: ['pages', 'pagination'],
  startPage: ['start_page', 'start page', 'sp'],
  endPage: ['end_page', 'end page', 'ep'],
  doi: ['doi', 'do'],
  url: ['url', 'link', 'ur'],
  language: ['language', 'la'],
  type: ['type_of_reference', 'type', 'ty', 'item type'],
  publisher: ['publisher', 'pb'],
  pmid: ['pmid', 'pubmed id', 'pubmed_id'],
  pmcid: ['pmcid', 'pmc id', 'pmc_id'],
  included: ASREVIEW_INCLUDED,
};

const KIND_COLUMNS: Record<Exclude<TabularKind, 'asreview' | 'table'>, ColumnNames> = {
  'wos-tab': {
    id: ['ut'],
    title: ['ti'],
    abstract: ['ab'],
    authors: ['af', 'au'],
    year: ['py'],
    journal: ['so'],
    volume: ['vl'],
    issue: ['is'],
    startPage: ['bp'],
    endPage: ['ep'],
    pages: ['ar'],
    doi: ['di'],
    language: ['la'],
    type: ['dt'],
    publisher: ['pu'],
    pmid: ['pm'],
  },
  'scopus-csv': {
    id: ['eid'],
    title: ['title'],
    abstract: ['abstract'],
    authors: ['author full names', 'authors'],
    year: ['year'],
    journal: ['source title'],
    volume: ['volume'],
    issue: ['issue'],
    startPage: ['page start'],
    endPage: ['page end'],
    pages: ['art. no.'],
    doi: ['doi'],
    url: ['link'],
    language: ['language of original document'],
    type: ['document type'],
    publisher: ['publisher'],
    pmid: ['pubmed id'],
  },
  'ieee-csv': {
    title: ['document title'],
    abstract: ['abstract'],
    authors: ['authors'],
    year: ['publication year'],
    journal: ['publication title'],
    volume: ['volume'],
    issue: ['issue'],
    startPage: ['start page'],
    endPage: ['end page'],
    doi: ['doi'],
    url: ['pdf link'],
    type: ['document identifier'],
    publisher: ['publisher'],
  },
  'springer-csv': {
    title: ['item title'],
    authors: ['authors'],
    year: ['publication year'],
    journal: ['publication title', 'book series title'],
    volume: ['journal volume'],
    issue: ['journal issue'],
    doi: ['item doi'],
    url: ['url'],
    type: ['content type'],
  },
  'embase-csv': {
    title: ['title', 'article title'],
    abstract: ['abstract'],
    authors: ['author names', 'authors'],
    year: ['publication year'],
    journal: ['source title'],
    volume: ['volume'],
    issue: ['issue'],
    startPage: ['first page'],
    endPage: ['last page'],
    doi: ['doi'],
    language: ['article language'],
    type: ['publication type'],
    publisher: ['publisher'],
    pmid: ['medline pmid', 'pui'],
  },
  'dimensions-csv': {
    id: ['publication id'],
    title: ['title'],
    abstract: ['abstract'],
    authors: ['authors'],
    year: ['pubyear'],
    date: ['publication date'],
    journal: ['source title', 'anthology title'],
    volume: ['volume'],
    issue: ['issue'],
    pages: ['pagination'],
    doi: ['doi'],
    url: ['dimensions url'],
    type: ['publication type'],
    pmid: ['pmid'],
    pmcid: ['pmcid'],
  },
};

/** Keyword columns, all read: a record's author keywords and the database's index terms. */
const KEYWORD_COLUMNS: Record<TabularKind, string[]> = {
  'wos-tab': ['de', 'id'],
  'scopus-csv': ['author keywords', 'index keywords'],
  'ieee-csv': ['author keywords', 'ieee terms'],
  'springer-csv': [],
  'embase-csv': [
    'author keywords',
    'emtree drug index terms (major focus)',
    'emtree medical index terms (major focus)',
    'emtree drug index terms',
    'emtree medical index terms',
    'keywords',
  ],
  'dimensions-csv': ['mesh terms'],
  asreview: ['keywords', 'keyword', 'kw', 'author keywords'],
  table: ['keywords', 'keyword', 'kw', 'author keywords'],
};

/** ASReview's notes, and the notes it exports after a review (exported_notes_1, _2…); Rayyan's "notes". */
export const isNotesColumn = (key: string) => key === 'notes' || /^exported_notes(_\d+)?$/.test(key);
/** Tags and labels a screening tool exported. */
export const isLabelsColumn = (key: string) => key === 'tags' || key === 'labels' || key === 'label_tags';

const TITLE_COLUMNS = GENERIC.title!;

/** The export a header row belongs to, or undefined when no column holds a title. */
export function tabularKindOf(header: string[]): TabularKind | undefined {
  const keys = new Set(header.map(columnKey));
  const has = (...names: string[]) => names.every((name) => keys.has(name));
  if (has('pt', 'ti', 'ut')) return 'wos-tab';
  if (has('title', 'source title', 'eid')) return 'scopus-csv';
  if (has('document title', 'publication title')) return 'ieee-csv';
  if (has('item title', 'item doi')) return 'springer-csv';
  if ([...keys].some((key) => key.startsWith('emtree')) && (has('title') || has('article title'))) return 'embase-csv';
  if (has('publication id', 'title') && (has('pubyear') || has('dimensions url'))) return 'dimensions-csv';
  if (!TITLE_COLUMNS.some((name) => keys.has(name))) return undefined;
  const screened = [...keys].some(
    (key) => ASREVIEW_INCLUDED.includes(key) || key === 'record_id' || /^exported_notes/.test(key),
  );
  return screened ? 'asreview' : 'table';
}

/** Which columns (by index) hold which field in an export of this kind. */
export interface ColumnMap {
  fields: Partial<Record<TabularField, number[]>>;
  keywords: number[];
  notes: number[];
  labels: number[];
}

export function columnMapOf(kind: TabularKind, header: string[]): ColumnMap {
  const keys = header.map(columnKey);
  const indexes = (names: string[]) => names.map((name) => keys.indexOf(name)).filter((index) => index >= 0);
  const names = kind === 'asreview' || kind === 'table' ? GENERIC : KIND_COLUMNS[kind];
  const fields: ColumnMap['fields'] = {};
  for (const [field, columns] of Object.entries(names) as [TabularField, string[]][]) fields[field] = indexes(columns);
  if (kind !== 'asreview' && kind !== 'table') fields.included = indexes(ASREVIEW_INCLUDED);
  const matching = (test: (key: string) => boolean) => keys.flatMap((key, index) => (test(key) ? [index] : []));
  return {
    fields,
    keywords: indexes(KEYWORD_COLUMNS[kind]),
    notes: kind === 'wos-tab' ? [] : matching(isNotesColumn),
    labels: matching(isLabelsColumn),
  };
}

const KINDS = new Set<string>([
  'wos-tab',
  'scopus-csv',
  'ieee-csv',
  'springer-csv',
  'embase-csv',
  'dimensions-csv',
  'asreview',
  'table',
]);
export const isTabularKind = (format: string): format is TabularKind => KINDS.has(format);
