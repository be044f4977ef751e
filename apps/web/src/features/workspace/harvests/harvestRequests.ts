import {
  harvestLines,
  harvestsApi,
  parseAuthorNames,
  parseDoiList,
  parseOneTimeHarvest,
  type EnrichmentRange,
} from '@quarry/contract';
import { callApi } from '../../../api';

/** The harvests a user starts from the documents heading (doc 2 §2, §4 "Harvests"). */
export type HarvestKind = 'oneTime' | 'byDois' | 'enrichment';

/** What the dialog shows under its field: the §5 error (nothing is sent while there is one) and the live hint. */
export interface HarvestCheck {
  error?: string;
  hint?: string;
}

/** The §5 rules of the contract, for the kind's text. */
export function checkHarvest(kind: HarvestKind, text: string): HarvestCheck {
  if (kind === 'oneTime') {
    const { error, hint } = parseOneTimeHarvest(text);
    return { error, hint };
  }
  if (kind === 'byDois') return { error: parseDoiList(text).error };
  return { error: parseAuthorNames(text).error };
}

interface SendInput {
  kind: HarvestKind;
  type: 'topic' | 'person';
  id: number;
  text: string;
  range: EnrichmentRange;
}

/**
 * Starts the harvest (its text checked first: the caller shows the check's error and does not call this while
 * there is one). A 400 (the server's reason) is left to the caller, which shows it in the dialog.
 */
export function sendHarvest({ kind, type, id, text, range }: SendInput): Promise<{ jobId: number }> {
  const params = { type, id };
  const handle = [400] as const;
  if (kind === 'oneTime') {
    return callApi(harvestsApi.topic, { params, body: { searchString: harvestLines(text).join('\n') }, handle });
  }
  if (kind === 'byDois') {
    return callApi(harvestsApi.byDoiList, { params, body: { doiList: parseDoiList(text).dois }, handle });
  }
  return callApi(harvestsApi.person, {
    params,
    body: { searchStrings: parseAuthorNames(text).names, searchType: range },
    handle,
  });
}
