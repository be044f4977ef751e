/** World regions of countries (ISO 3166-1 alpha-2), for "Regions of Authors". Unlisted countries fall in "Other". */
const REGION_OF: Record<string, string> = {};
const REGIONS: Record<string, string> = {
  'Western Europe': 'AT BE CH DE FR LI LU MC NL',
  'Northern Europe': 'DK EE FI GB IE IS LT LV NO SE',
  'Southern Europe': 'AD ES GR HR IT MT PT SI SM VA CY',
  'Eastern Europe': 'BG BY CZ HU MD PL RO RU SK UA RS BA ME MK AL XK',
  'Middle East': 'AE BH IL IQ IR JO KW LB OM PS QA SA SY TR YE',
  'North America': 'CA US MX',
  'Latin America': 'AR BO BR CL CO CR CU DO EC GT HN NI PA PE PR PY SV UY VE',
  'East Asia': 'CN HK JP KR MN MO TW KP',
  'South Asia': 'AF BD BT IN LK MV NP PK',
  'Southeast Asia': 'BN ID KH LA MM MY PH SG TH TL VN',
  Africa: 'DZ AO BJ BW BF BI CM CV CF TD KM CD CG CI DJ EG GQ ER ET GA GM GH GN GW KE LS LR LY MG MW ML MR MU MA MZ NA NE NG RW ST SN SC SL SO ZA SS SD SZ TZ TG TN UG ZM ZW',
  Oceania: 'AU NZ FJ PG WS TO VU SB',
};
for (const [region, codes] of Object.entries(REGIONS)) for (const code of codes.split(' ')) REGION_OF[code] = region;

export const regionOf = (countryCode: string): string => REGION_OF[countryCode.toUpperCase()] ?? 'Other';

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });
export function countryName(code: string): string {
  try {
    return countryNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
