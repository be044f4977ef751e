/**
 * Words that name no topic in a research abstract: the vocabulary of reporting ("study", "results", "suggests"),
 * evaluation ("good", "significant", "little") and narration ("following", "viewed", "died"). A term suggestion
 * never starts or ends with one, so "different brain regions" gives way to "brain regions". Head nouns that are
 * topical in some fields ("levels", "rate", "time", "group", "quality", "treatment") are left out on purpose.
 */
const GENERIC = `
abstract abundant accordance allocated achieve achieved addition additional affect affected aim aimed aims allow allowed allows alter
altered alters analyse analysed analyses analysis analyze analyzed apparent applied approach approaches article
aspect aspects assess assessed associated attained available average background based basis believe best better
canceled cancelled case cases cause caused certain change changed changes characteristic characteristics clear
common compare compared comparison conclude concluded conclusion conclusions confidence consider considered consistent
contrast current data decrease decreased demonstrate demonstrated describe described despite detail detailed
determine determined develop developed did died difference differences different difficult discuss discussed
due effect effects effective eligible especially essential establish established evaluate evaluated evaluation
evidence examine examined example existing expected explore explored extensive factor factors finding findings
focus follow following found four further general given good great greater help high higher identification identified identify
important importance improve improved include included increase increased increasing indicate indicated indicates
individual influence information investigate investigated involved issue issues kind known large larger latter
lead leading less likely limited little lives low lower main major majority mean measure measured measurements members method
methods month months need needed odds note noted novel number numbers objective observe observed obtain obtained
occur occurred ordered overall paper part particular patterns percent performed period place play point possible
potent potential presence present presented previous problem problems produce produced propose proposed provide provided provides
purpose question range reach reached reason recent recommended redundant regarding related relative relevant remain remains
report reported reports represent require required research result resulted results revealed review role seen selected
set shown showed significant similar simple single small smaller specific strong studied studies study subject
subjected subjects substantial suggest suggested suggests support supported suitable tendency terms three total treated two
typical uncertain understanding unknown usual value values variety various versus viewed whereas wide work year years
`;

export const GENERIC_WORDS: ReadonlySet<string> = new Set(GENERIC.split(/\s+/).filter(Boolean));

/** Adverbs by their endings ("extensively", "significantly", "especially"); short words ("family", "rally") are spared. */
const ADVERB = /(ally|ively|ously|edly|ently|antly|arly|ibly|ably|ingly|fully|ately)$/;

/** Whether a word says nothing of a topic: a generic reporting word or an adverb. */
export const isGenericWord = (word: string): boolean =>
  GENERIC_WORDS.has(word) || (word.length >= 7 && ADVERB.test(word));
