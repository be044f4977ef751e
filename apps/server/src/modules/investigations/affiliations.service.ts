import { MAX_AFFILIATION_SUGGESTIONS } from '@quarry/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { cachedNamesContaining, type InstitutionName, lookupAge, storeLookup } from './affiliations.repository.js';

const LOOKUP_TTL_MS = 30 * 86_400_000;
const MIN_QUERY_LENGTH = 2;

/** Country names users type, to the ISO codes OpenAlex records (a few common ones; codes pass through). */
const COUNTRY_CODES: Record<string, string> = {
  israel: 'IL', 'united states': 'US', usa: 'US', 'united kingdom': 'GB', uk: 'GB', germany: 'DE', france: 'FR',
  italy: 'IT', spain: 'ES', netherlands: 'NL', switzerland: 'CH', canada: 'CA', australia: 'AU', japan: 'JP',
  china: 'CN', india: 'IN', brazil: 'BR', sweden: 'SE', denmark: 'DK', norway: 'NO', finland: 'FI', austria: 'AT',
  belgium: 'BE', ireland: 'IE', poland: 'PL', portugal: 'PT', greece: 'GR', 'south korea': 'KR', korea: 'KR',
};

export function countryCode(country: string | undefined): string | undefined {
  const text = country?.trim().toLowerCase();
  if (!text) return undefined;
  if (/^[a-z]{2}$/.test(text)) return text.toUpperCase();
  return COUNTRY_CODES[text];
}

export type AffiliationsService = ReturnType<typeof createAffiliationsService>;

/**
 * Institution names for the University form: real names from OpenAlex's institutions endpoint, cached in the
 * database (a query is asked again after 30 days); a "contains" match, at most 40. When OpenAlex cannot be
 * reached, the cache still answers.
 */
export function createAffiliationsService(db: Database, lookup: (text: string) => Promise<InstitutionName[]>, logger: FastifyBaseLogger) {
  return {
    async suggest(text: string, country?: string): Promise<string[]> {
      const query = text.trim().toLowerCase();
      if (query.length < MIN_QUERY_LENGTH) return [];
      const fetched = await lookupAge(db, query);
      if (!fetched || Date.now() - fetched.getTime() > LOOKUP_TTL_MS) {
        try {
          await storeLookup(db, query, await lookup(query));
        } catch (error) {
          logger.warn({ err: error }, 'institution lookup failed; answering from the cache');
        }
      }
      return cachedNamesContaining(db, query, countryCode(country), MAX_AFFILIATION_SUGGESTIONS);
    },
  };
}
