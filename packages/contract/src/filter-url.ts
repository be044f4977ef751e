import {
  displayedResultsValues,
  documentFilterSpec,
  sortValues,
  type ParsedFilterSpec,
  type SelectedTop,
  type TopCategoryName,
} from './workspace.js';

/**
 * The document filter spec as a query string, so that a workspace view can be reloaded and shared:
 * `?from=2016&to=2021&show=Unread&label=Methods&author=12~Ana+Ferreira&q=soil`. Only what differs from the
 * defaults is written. Reading is forgiving: a part it cannot read (an unknown sort, a year that is no number, an
 * empty value) is left out, never an error, so a mangled link still opens on what it says correctly.
 *
 * A selected top is `<key>=<value>` when its display value is the value, `<key>=<value>~<display>` when it
 * differs, `<key>=<value>~` when it has none; `~` and `\` inside a part are written `\~` and `\\`. Tops of the
 * categories below have their own key; others (dictionaries) are `top=<name>~<value>[~<display>]`.
 */
export const topParamKeys: Record<TopCategoryName, string> = {
  'predefined.Labels': 'label',
  'predefined.Languages': 'language',
  'predefined.Classifications': 'classification',
  'predefined.Domains': 'domain',
  'predefined.Persons': 'author',
  'predefined.Journals': 'journal',
  'predefined.Conferences': 'conference',
  'predefined.Institutions': 'institute',
  'predefined.Regions': 'region',
  'predefined.Countries': 'country',
  'predefined.Email': 'email',
  'predefined.Mentioned Terms': 'term',
  'entity.Mentioned Persons': 'person',
  'entity.Mentioned Organizations': 'organization',
  'entity.Mentioned Locations': 'location',
  'entity.Mentioned Concepts': 'concept',
};
const OTHER_TOP_KEY = 'top';

/** The boolean filters and their keys; each is written only when it differs from its default. */
const flagKeys = {
  includeOnlyUnlabeled: 'unlabeled',
  includeSingleAuthoredDocuments: 'singleAuthored',
  onlyInvestigationResearchers: 'researchers',
  onlyDuplicateDocuments: 'duplicates',
  onlyUnaffiliated: 'unaffiliated',
  onlyUnknownPublishers: 'unknownPublishers',
  onlyMissingVolume: 'missingVolume',
  onlyMissingDate: 'missingDate',
  onlyRecentResearcherDocuments: 'recentResearchers',
} as const satisfies Partial<Record<keyof ParsedFilterSpec, string>>;
type FlagField = keyof typeof flagKeys;

const key = {
  from: 'from',
  to: 'to',
  show: 'show',
  text: 'q',
  sort: 'sort',
  profile: 'profile',
  ids: 'ids',
  urls: 'url',
  highlight: 'highlight',
} as const;

const topNameByKey = new Map<string, string>(Object.entries(topParamKeys).map(([name, param]) => [param, name]));

/** Every key the encoding uses: a query string with none of them carries no filter. */
export const filterParamKeys: ReadonlySet<string> = new Set([
  ...Object.values(key),
  ...Object.values(flagKeys),
  ...topNameByKey.keys(),
  OTHER_TOP_KEY,
]);

export const hasFilterParams = (params: URLSearchParams): boolean =>
  [...params.keys()].some((name) => filterParamKeys.has(name));

const escapePart = (part: string) => part.replace(/[\\~]/g, (character) => `\\${character}`);

/** Splits at unescaped `~` and unescapes the parts. */
function splitParts(text: string): string[] {
  const parts: string[] = [];
  let part = '';
  for (let i = 0; i < text.length; i++) {
    const character = text[i]!;
    if (character === '\\' && i + 1 < text.length) part += text[++i];
    else if (character === '~') {
      parts.push(part);
      part = '';
    } else part += character;
  }
  parts.push(part);
  return parts;
}

function topText(top: SelectedTop): string {
  const value = escapePart(top.selectedValue);
  if (top.selectedDisplayValue === undefined) return `${value}~`;
  return top.selectedDisplayValue === top.selectedValue ? value : `${value}~${escapePart(top.selectedDisplayValue)}`;
}

function topOf(name: string, parts: string[]): SelectedTop | undefined {
  const [selectedValue, display, ...rest] = parts;
  if (!name || !selectedValue || rest.length > 0) return undefined;
  if (display === undefined) return { name, selectedValue, selectedDisplayValue: selectedValue };
  return display === '' ? { name, selectedValue } : { name, selectedValue, selectedDisplayValue: display };
}

/** The query parameters of `spec`: the parts that differ from `defaults`, in a fixed order. */
export function encodeFilterSpec(spec: ParsedFilterSpec, defaults: ParsedFilterSpec): URLSearchParams {
  const params = new URLSearchParams();
  const { startYear, endYear } = spec.dateFilter ?? {};
  if (startYear != null) params.append(key.from, String(startYear));
  if (endYear != null) params.append(key.to, String(endYear));
  if (spec.displayedResultsStatus !== defaults.displayedResultsStatus)
    params.append(key.show, spec.displayedResultsStatus);
  for (const top of spec.selectedTops) {
    const param = topParamKeys[top.name as TopCategoryName];
    if (param) params.append(param, topText(top));
    else params.append(OTHER_TOP_KEY, `${escapePart(top.name)}~${topText(top)}`);
  }
  if (spec.freeText !== defaults.freeText) params.append(key.text, spec.freeText);
  for (const [field, param] of Object.entries(flagKeys) as Array<[FlagField, string]>) {
    if (spec[field] !== defaults[field]) params.append(param, spec[field] ? '1' : '0');
  }
  if (spec.sortDocumentsBy !== defaults.sortDocumentsBy) params.append(key.sort, spec.sortDocumentsBy);
  if (spec.personId != null) {
    const name = spec.personName == null ? '' : `~${escapePart(spec.personName)}`;
    params.append(key.profile, `${spec.personId}${name}`);
  }
  if (spec.requestedDocumentIds) params.append(key.ids, spec.requestedDocumentIds.join(','));
  // An empty list is a filter too (no document / no mode): one empty value says so.
  appendList(params, key.urls, spec.specificDocumentUrls);
  appendList(params, key.highlight, spec.highlightMode);
  return params;
}

function appendList(params: URLSearchParams, name: string, values: readonly string[] | undefined) {
  if (!values) return;
  if (values.length === 0) params.append(name, '');
  for (const value of values) params.append(name, value);
}

const yearOf = (text: string | null): number | undefined => (text && /^\d{1,4}$/.test(text) ? Number(text) : undefined);
const integerOf = (text: string): number | undefined => (/^-?\d{1,15}$/.test(text.trim()) ? Number(text) : undefined);
const booleanOf = (text: string | null): boolean | undefined =>
  text === '1' || text === 'true' ? true : text === '0' || text === 'false' ? false : undefined;
const oneOf = <T extends string>(values: readonly T[], text: string | null): T | undefined =>
  values.find((value) => value === text);

/**
 * The spec the query parameters describe, over `defaults`; parts that cannot be read are ignored. Parameters
 * that are not the encoding's are left alone.
 */
export function decodeFilterSpec(params: URLSearchParams, defaults: ParsedFilterSpec): ParsedFilterSpec {
  const spec: ParsedFilterSpec = { ...defaults, selectedTops: [] };
  const startYear = yearOf(params.get(key.from));
  const endYear = yearOf(params.get(key.to));
  if (startYear !== undefined || endYear !== undefined)
    spec.dateFilter = { startYear: startYear ?? null, endYear: endYear ?? null };
  spec.displayedResultsStatus = oneOf(displayedResultsValues, params.get(key.show)) ?? defaults.displayedResultsStatus;
  for (const [param, value] of params) {
    const name = topNameByKey.get(param);
    const parts = splitParts(value);
    const top = name ? topOf(name, parts) : param === OTHER_TOP_KEY ? topOf(parts[0] ?? '', parts.slice(1)) : undefined;
    if (top && !spec.selectedTops.some((each) => each.name === top.name && each.selectedValue === top.selectedValue))
      spec.selectedTops.push(top);
  }
  const text = params.get(key.text)?.trim();
  if (text !== undefined && text.length <= 500) spec.freeText = text;
  for (const [field, param] of Object.entries(flagKeys) as Array<[FlagField, string]>) {
    spec[field] = booleanOf(params.get(param)) ?? defaults[field];
  }
  spec.sortDocumentsBy = oneOf(sortValues, params.get(key.sort)) ?? defaults.sortDocumentsBy;
  const [personId, personName] = splitParts(params.get(key.profile) ?? '');
  const person = integerOf(personId ?? '');
  if (person !== undefined) {
    spec.personId = person;
    if (personName) spec.personName = personName;
  }
  // 'ids=' asks for no document; ids that are all unreadable ask for nothing.
  const ids = params.get(key.ids);
  const readIds = ids?.split(',').flatMap((id) => integerOf(id) ?? []);
  if (ids === '' || readIds?.length) spec.requestedDocumentIds = ids === '' ? [] : readIds;
  if (params.has(key.urls)) spec.specificDocumentUrls = params.getAll(key.urls).filter(Boolean);
  if (params.has(key.highlight)) spec.highlightMode = params.getAll(key.highlight).filter(Boolean);
  const checked = documentFilterSpec.safeParse(spec);
  return checked.success ? checked.data : defaults;
}
