import type { NormalizedAffiliation, NormalizedAuthor } from '../document.js';
import { normalizeCountryCode, normalizeOrcid, normalizeRor, shortOpenAlexId } from './identifiers.js';
import { arr, compact, obj, str, strings } from './json-read.js';

/** An OpenAlex institution object (dehydrated in authorships, full in /institutions) as an affiliation. */
export function affiliationFromInstitution(raw: unknown): NormalizedAffiliation | undefined {
  const institution = obj(raw);
  const name = str(institution?.display_name);
  if (!institution || !name) return undefined;
  return compact({
    name,
    countryCode: normalizeCountryCode(str(institution.country_code)),
    rorId: normalizeRor(str(institution.ror)),
    openalexId: shortOpenAlexId(str(institution.id)),
  });
}

function rawAffiliationOf(authorship: Record<string, unknown>): string | undefined {
  // current schema: raw_affiliation_strings[]; 2022 schema: raw_affiliation_string
  const many = strings(authorship.raw_affiliation_strings);
  if (many.length > 0) return many.join('; ');
  return str(authorship.raw_affiliation_string);
}

/**
 * Authors of a work from its authorships, in order. Both schemas carry author {id, display_name, orcid} and
 * institutions[]; the affiliations are the matched institutions, the printed string is kept as rawAffiliation.
 */
export function authorsFromAuthorships(authorships: unknown): NormalizedAuthor[] {
  const authors: NormalizedAuthor[] = [];
  for (const item of arr(authorships)) {
    const authorship = obj(item);
    if (!authorship) continue;
    const author = obj(authorship.author);
    const name = str(author?.display_name) ?? str(authorship.raw_author_name);
    if (!name) continue;
    const affiliations = arr(authorship.institutions)
      .map(affiliationFromInstitution)
      .filter((affiliation): affiliation is NormalizedAffiliation => affiliation !== undefined);
    authors.push(
      compact({
        name,
        position: authors.length,
        orcid: normalizeOrcid(str(author?.orcid)),
        openalexId: shortOpenAlexId(str(author?.id)),
        affiliations,
        rawAffiliation: rawAffiliationOf(authorship),
      }),
    );
  }
  return authors;
}
