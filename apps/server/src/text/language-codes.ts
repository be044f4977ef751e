/**
 * ISO 639-3 codes (as franc gives them) of the languages Quarry tells apart, with their ISO 639-1 codes: the
 * spec's translation languages plus a few common in research. Restricting franc to these makes it both faster
 * and less prone to exotic guesses on short texts.
 */
// prettier-ignore
export const ISO_639_3_TO_1: Readonly<Record<string, string>> = {
  eng: 'en', deu: 'de', fra: 'fr', spa: 'es', ita: 'it', por: 'pt', nld: 'nl', rus: 'ru', ukr: 'uk', pol: 'pl',
  ces: 'cs', slk: 'sk', slv: 'sl', hrv: 'hr', srp: 'sr', bos: 'bs', bul: 'bg', ron: 'ro', hun: 'hu', fin: 'fi',
  ekk: 'et', lvs: 'lv', lit: 'lt', swe: 'sv', dan: 'da', nob: 'no', nno: 'nn', afr: 'af', ell: 'el', tur: 'tr',
  heb: 'he', arb: 'ar', pes: 'fa', urd: 'ur', hin: 'hi', ben: 'bn', cmn: 'zh', jpn: 'ja', kor: 'ko', tha: 'th',
  vie: 'vi', ind: 'id', zlm: 'ms', swh: 'sw', cat: 'ca', bel: 'be',
};

/** Language names as reference managers write them (RIS "LA  - English") → ISO 639-1. */
// prettier-ignore
const BY_NAME: Readonly<Record<string, string>> = {
  english: 'en', german: 'de', deutsch: 'de', french: 'fr', français: 'fr', francais: 'fr', spanish: 'es',
  español: 'es', italian: 'it', portuguese: 'pt', dutch: 'nl', russian: 'ru', ukrainian: 'uk', polish: 'pl',
  czech: 'cs', swedish: 'sv', danish: 'da', norwegian: 'no', finnish: 'fi', greek: 'el', turkish: 'tr',
  hebrew: 'he', arabic: 'ar', persian: 'fa', chinese: 'zh', japanese: 'ja', korean: 'ko', hindi: 'hi',
  hungarian: 'hu', romanian: 'ro', bulgarian: 'bg', croatian: 'hr', serbian: 'sr', slovak: 'sk',
  slovenian: 'sl', catalan: 'ca', indonesian: 'id', vietnamese: 'vi', thai: 'th',
};

// prettier-ignore
const ISO_639_2_TO_1: Readonly<Record<string, string>> = { ger: 'de', fre: 'fr', dut: 'nl', chi: 'zh', gre: 'el', per: 'fa', cze: 'cs', rum: 'ro' };

/** "en", "EN", "en-US", "eng", "ger", "English" → "en"; undefined when the text names no known language. */
export function languageCode(value: string | undefined): string | undefined {
  const text = value?.trim().toLowerCase();
  if (!text) return undefined;
  const twoLetter = text.match(/^([a-z]{2})(?:[-_][a-z0-9]+)?$/);
  if (twoLetter) return twoLetter[1];
  return ISO_639_3_TO_1[text] ?? ISO_639_2_TO_1[text] ?? BY_NAME[text];
}
