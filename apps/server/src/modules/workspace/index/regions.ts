import { graphRegionCodes } from '@quarry/contract';
import { NO_TAG } from './facet.js';

/**
 * World regions of countries (ISO 3166-1 alpha-2 codes, as text/countries.ts knows them), for "Regions of Authors".
 * Every inhabited country and territory has one; Antarctica and the uninhabited islands fall in "Other".
 */
const REGION_OF: Record<string, string> = {};
const REGIONS: Record<string, string> = {
  'Western Europe': 'AT BE CH DE FR LI LU MC NL',
  'Northern Europe': 'DK EE FI GB IE IS LT LV NO SE AX FO GG IM JE SJ',
  'Southern Europe': 'AD ES GR HR IT MT PT SI SM VA CY GI',
  'Eastern Europe': 'BG BY CZ HU MD PL RO RU SK UA RS BA ME MK AL XK',
  'Middle East': 'AE BH IL IQ IR JO KW LB OM PS QA SA SY TR YE AM AZ GE',
  'North America': 'CA US MX BM GL PM UM',
  'Latin America':
    'AR BO BR CL CO CR CU DO EC GT HN NI PA PE PR PY SV UY VE AG AI AW BB BL BQ BS BZ CW DM FK GD GF GP GY HT JM KN KY LC MF MQ MS SR SX TC TT VC VG VI',
  'East Asia': 'CN HK JP KR MN MO TW KP',
  'Central Asia': 'KZ KG TJ TM UZ',
  'South Asia': 'AF BD BT IN LK MV NP PK IO',
  'Southeast Asia': 'BN ID KH LA MM MY PH SG TH TL VN',
  Africa:
    'DZ AO BJ BW BF BI CM CV CF TD KM CD CG CI DJ EG GQ ER ET GA GM GH GN GW KE LS LR LY MG MW ML MR MU MA MZ NA NE NG RW ST SN SC SL SO ZA SS SD SZ TZ TG TN UG ZM ZW EH RE SH YT',
  Oceania: 'AU NZ FJ PG WS TO VU SB AS CC CK CX FM GU KI MH MP NC NF NR NU PF PN PW TK TV WF',
};
for (const [region, codes] of Object.entries(REGIONS)) for (const code of codes.split(' ')) REGION_OF[code] = region;

export const regionOf = (countryCode: string): string => REGION_OF[countryCode.toUpperCase()] ?? 'Other';

/** The author graph's colour key (0–9) of a country's region; NO_TAG for no country or "Other". */
export const regionKeyOf = (countryCode: string | null | undefined): number =>
  countryCode ? (graphRegionCodes[regionOf(countryCode)] ?? NO_TAG) : NO_TAG;

/** The country of an authorship: its first affiliation that names one. */
export const firstCountry = (
  affiliations: ReadonlyArray<{ countryCode?: string | null }> | null | undefined,
): string | undefined => affiliations?.find((affiliation) => affiliation.countryCode)?.countryCode ?? undefined;

export { countryName } from '../../../text/countries.js';
