import { createMessage, type InvestigationKind } from '@quarry/contract';
import { countryCode } from '../../text/countries.js';

/**
 * What the contract's schemas cannot check, since the contract imports nothing but zod: a University's country,
 * when given, must name one country (by name, alias or ISO code: text/countries.ts). As "field: message", the way
 * a failed schema check answers; undefined when the definition is fine.
 */
export function definitionProblem(type: InvestigationKind, definition: Record<string, unknown>): string | undefined {
  if (type !== 'University') return undefined;
  const country = typeof definition.country === 'string' ? definition.country.trim() : '';
  return country !== '' && !countryCode(country) ? `country: ${createMessage.countryUnknown}` : undefined;
}
