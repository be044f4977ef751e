import { coauthorCommunitySimilarity } from './coauthor-communities.js';
import { FEATURE_COUNT, blockSpread, pairFeatures } from './features.js';
import { pairLogOdds, sigmoid, type PairModel } from './model.js';
import { firstNamesCompatible, samePrintedName } from './names.js';
import type { Profile } from './profiles.js';

/**
 * Fixed log-odds for OpenAlex author ids: the labelled sets carry none, so this cannot be learned. The same id is
 * strong evidence. Different ids are weak evidence against, and none when the names are printed differently:
 * OpenAlex's resolver misses works whose byline is a name variant ("Ana M. Ferreira" beside "Ana Ferreira") and
 * gives them another id, so it splits people more than it joins them; where it saw the same name and still split,
 * it weighed much the evidence the model weighs (co-authors, institutions, topics), so that costs a little only.
 */
const SAME_OPENALEX_ID = 3;
const DIFFERENT_OPENALEX_IDS_SAME_NAME = -1;

/** The log-odds the two mentions' OpenAlex author ids add (0 when one has none). */
function openalexLogOdds(a: Profile, b: Profile): number {
  const idA = a.mention.openalexId;
  const idB = b.mention.openalexId;
  if (!idA || !idB) return 0;
  if (idA === idB) return SAME_OPENALEX_ID;
  return samePrintedName(a.name, b.name) ? DIFFERENT_OPENALEX_IDS_SAME_NAME : 0;
}

/** The hard constraints between two mentions: different ORCIDs, or first names that cannot be one person's. */
export function mayBeOnePerson(a: Profile, b: Profile): boolean {
  const orcidA = a.mention.orcid;
  const orcidB = b.mention.orcid;
  if (orcidA && orcidB && orcidA !== orcidB) return false;
  return firstNamesCompatible(a.name, b.name);
}

/** Features of every pair of `profiles` (i < j, row by row: (0,1), (0,2) … (1,2) …), FEATURE_COUNT values each. */
export function featureMatrix(profiles: readonly Profile[]): Float64Array {
  const n = profiles.length;
  const rows = new Float64Array(((n * (n - 1)) / 2) * FEATURE_COUNT);
  const communities = coauthorCommunitySimilarity(profiles);
  const spread = blockSpread(profiles);
  let offset = 0;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      pairFeatures(profiles[i]!, profiles[j]!, i, j, communities[i * n + j]!, spread, rows, offset);
      offset += FEATURE_COUNT;
    }
  }
  return rows;
}

/**
 * The distance between a and b: 1 − the probability that they are one person, from features computed already (row
 * at `offset`); Infinity where a hard constraint forbids it, 0 for the same ORCID.
 */
export function pairDistance(model: PairModel, a: Profile, b: Profile, rows: Float64Array, offset: number): number {
  if (!mayBeOnePerson(a, b)) return Infinity;
  if (a.mention.orcid && a.mention.orcid === b.mention.orcid) return 0;
  return 1 - sigmoid(pairLogOdds(model, rows, offset) + openalexLogOdds(a, b));
}

/** The n × n distance matrix (1 − probability; Infinity where a hard constraint forbids) of `profiles`. */
export function distanceMatrix(
  model: PairModel,
  profiles: readonly Profile[],
  rows = featureMatrix(profiles),
): Float64Array {
  const n = profiles.length;
  const distances = new Float64Array(n * n);
  let offset = 0;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      distances[i * n + j] = distances[j * n + i] = pairDistance(model, profiles[i]!, profiles[j]!, rows, offset);
      offset += FEATURE_COUNT;
    }
  }
  return distances;
}
