import type { NormalizedAffiliation } from '../document.js';
import { normalizeCountryCode, normalizeOrcid, normalizeRor, shortOpenAlexId } from './identifiers.js';
import { arr, compact, num, obj, str, strings } from './json-read.js';
import { affiliationFromInstitution } from './openalex-authorships.js';

/** A person OpenAlex knows, offered when the user names a researcher (person investigations). */
export interface OpenAlexAuthorCandidate {
  /** Short id: "A5023888391". */
  id: string;
  displayName: string;
  alternativeNames: string[];
  orcid?: string;
  worksCount: number;
  citedByCount: number;
  lastKnownInstitutions: NormalizedAffiliation[];
}

/** An institution OpenAlex knows, offered as the University form's suggestions. */
export interface OpenAlexInstitution {
  /** Short id: "I27837315". */
  id: string;
  displayName: string;
  alternativeNames: string[];
  acronyms: string[];
  countryCode?: string;
  city?: string;
  rorId?: string;
  type?: string;
  homepageUrl?: string;
  worksCount: number;
}

const definedAffiliations = (list: unknown[]) =>
  list.map(affiliationFromInstitution).filter((item): item is NormalizedAffiliation => item !== undefined);

/** An author object: `last_known_institutions` (current) or `last_known_institution` (older snapshots). */
export function parseOpenAlexAuthor(raw: unknown): OpenAlexAuthorCandidate | undefined {
  const author = obj(raw);
  const id = shortOpenAlexId(str(author?.id));
  const displayName = str(author?.display_name);
  if (!author || !id || !displayName) return undefined;
  const lastKnown = Array.isArray(author.last_known_institutions)
    ? author.last_known_institutions
    : [author.last_known_institution].filter(Boolean);
  return compact({
    id,
    displayName,
    alternativeNames: strings(author.display_name_alternatives).filter((name) => name !== displayName),
    orcid: normalizeOrcid(str(author.orcid)),
    worksCount: num(author.works_count) ?? 0,
    citedByCount: num(author.cited_by_count) ?? 0,
    lastKnownInstitutions: definedAffiliations(lastKnown),
  });
}

export function parseOpenAlexInstitution(raw: unknown): OpenAlexInstitution | undefined {
  const institution = obj(raw);
  const id = shortOpenAlexId(str(institution?.id));
  const displayName = str(institution?.display_name);
  if (!institution || !id || !displayName) return undefined;
  const geo = obj(institution.geo);
  return compact({
    id,
    displayName,
    alternativeNames: strings(institution.display_name_alternatives),
    acronyms: strings(institution.display_name_acronyms),
    countryCode: normalizeCountryCode(str(institution.country_code) ?? str(geo?.country_code)),
    city: str(geo?.city),
    rorId: normalizeRor(str(institution.ror)),
    type: str(institution.type),
    homepageUrl: str(institution.homepage_url),
    worksCount: num(institution.works_count) ?? 0,
  });
}

/** The `results` of an OpenAlex list response ({ meta, results }). */
export const resultsOf = (response: unknown): unknown[] => arr(obj(response)?.results);
