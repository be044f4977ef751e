import { MAX_AFFILIATION_SUGGESTIONS } from '@quarry/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { countryCode } from '../../text/countries.js';
import { cachedNamesContaining, type InstitutionName, lookupAge, storeLookup } from './affiliations.repository.js';

const LOOKUP_TTL_MS = 30 * 86_400_000;
const MIN_QUERY_LENGTH = 2;

export type AffiliationsService = ReturnType<typeof createAffiliationsService>;

/**
 * Institution names for the University form: real names from OpenAlex's institutions endpoint, cached in the
 * database (a query is asked again after 30 days); a "contains" match, at most 40, only of the country when one
 * is given (a name or code, text/countries.ts). When OpenAlex cannot be reached, the cache still answers.
 */
export function createAffiliationsService(
  db: Database,
  lookup: (text: string, countryCode?: string) => Promise<InstitutionName[]>,
  logger: FastifyBaseLogger,
) {
  return {
    async suggest(text: string, country?: string): Promise<string[]> {
      const query = text.trim().toLowerCase();
      if (query.length < MIN_QUERY_LENGTH) return [];
      // A country names no one (still being typed, misspelt): suggestions are a help, so they ignore it.
      const code = countryCode(country);
      // A country's institutions are looked up apart: the first 50 of the world may hold none of them.
      const lookupKey = code ? `${query}|country:${code}` : query;
      const fetched = await lookupAge(db, lookupKey);
      if (!fetched || Date.now() - fetched.getTime() > LOOKUP_TTL_MS) {
        try {
          await storeLookup(db, lookupKey, await lookup(query, code));
        } catch (error) {
          logger.warn({ err: error }, 'institution lookup failed; answering from the cache');
        }
      }
      return cachedNamesContaining(db, query, code, MAX_AFFILIATION_SUGGESTIONS);
    },
  };
}
