import nlp from 'compromise';

/**
 * Word lists for the fast entity finder, taken from compromise's own lexicon (its ~1,800 female, 1,300 male and
 * 900 last names, 245 countries, 480 cities, 210 regions, 350 organizations, its organization and place words),
 * so that the fast path and compromise agree on what a name is. Built once when the module loads.
 */
interface CompromiseModel {
  one: { lexicon: Record<string, string | string[]> };
  two: { orgWords: Record<string, unknown>; placeWords: Record<string, unknown> };
}

export type LexiconKind = 'person' | 'organization' | 'location';

const model = nlp.model() as unknown as CompromiseModel;

const tagsOf = (value: string | string[]) => (Array.isArray(value) ? value : [value]);

export const FIRST_NAMES = new Set<string>();
export const LAST_NAMES = new Set<string>();
/** Whole names and phrases that are one kind of entity: "barack obama", "new york", "united nations". */
export const KNOWN_PHRASES = new Map<string, LexiconKind>();
/** Lexicon words that are ordinary vocabulary (verbs, adjectives, common nouns…), never a surname on their own. */
export const COMMON_WORDS = new Set<string>();
// prettier-ignore
export const HONORIFICS = new Set(['dr', 'prof', 'professor', 'mr', 'mrs', 'ms', 'miss', 'sir', 'dame', 'lord', 'lady', 'rev', 'president', 'senator', 'minister', 'judge', 'gen', 'col', 'capt']);

const PLACE_TAGS = new Set(['Country', 'City', 'Region']);
const COMMON_TAGS =
  /^(Verb|Infinitive|PastTense|PresentTense|Gerund|Participle|PhrasalVerb|Adjective|Comparative|Superlative|Adverb|Singular|Plural|Uncountable|Noun|Determiner|Preposition|Conjunction|Pronoun|Modal|Copula|QuestionWord|Expression|Actor|Unit|Possessive|Negative|Cardinal|Ordinal|TextValue|Month|WeekDay|Date|Duration|Demonym)$/;

for (const [word, value] of Object.entries(model.one.lexicon)) {
  const tags = tagsOf(value);
  if (tags.includes('Abbreviation')) continue;
  if (tags.some((tag) => tag === 'FirstName' || tag === 'MaleName' || tag === 'FemaleName')) FIRST_NAMES.add(word);
  if (tags.includes('LastName')) LAST_NAMES.add(word);
  if (tags.some((tag) => PLACE_TAGS.has(tag)) || (tags.includes('Place') && word.length > 3))
    KNOWN_PHRASES.set(word, 'location');
  else if (tags.includes('Organization')) KNOWN_PHRASES.set(word, 'organization');
  // single-word Person entries ("jordan", "austin", "houston") are too often something else
  else if (tags.includes('Person') && word.includes(' ')) KNOWN_PHRASES.set(word, 'person');
  if (tags.every((tag) => COMMON_TAGS.test(tag))) COMMON_WORDS.add(word);
}

/**
 * Words that make a capitalized phrase an organization: compromise's organization words without the ones that
 * are ordinary in titles ("Data", "Design", "Energy"), plus the names of institutions in other languages.
 */
// prettier-ignore
const WEAK_ORG_WORDS = new Set(['data', 'design', 'development', 'management', 'education', 'care', 'power', 'energy', 'systems', 'media', 'marketing', 'markets', 'resources', 'international', 'capital', 'gas', 'oil', 'electric', 'electricity', 'mobile', 'community', 'service', 'services', 'news', 'times', 'post', 'journal', 'magazine', 'brands', 'boys', 'girls', 'pizza', 'cafe', 'coffee', 'crew', 'club', 'choir', 'quartet', 'ensemble', 'chronicle', 'gazette', 'herald', 'computers', 'machines', 'optical', 'marine', 'drilling', 'containers', 'chemicals', 'motor', 'motors', 'petrol', 'petroleum', 'pharmacare', 'comprehensive', 'mobile', 'estate', 'partners', 'investors', 'investment', 'investments', 'financial', 'securities', 'savings', 'assurance', 'insurance', 'utilities', 'interstate', 'collective', 'faction', 'brotherhood', 'workers', 'union', 'group']);
// prettier-ignore
export const ORG_WORDS = new Set<string>([
  ...Object.keys(model.two.orgWords).filter((word) => !WEAK_ORG_WORDS.has(word)),
  'universität', 'universitat', 'universidad', 'universidade', 'université', 'universite', 'università', 'universita',
  'universiteit', 'uniwersytet', 'hochschule', 'instituto', 'istituto', 'laboratoire', 'laboratorium', 'centro',
  'consortium', 'collaboration', 'gmbh', 'ag', 'sa', 'nv', 'bv', 'inc', 'ltd', 'llc', 'plc', 'corp', 'co', 'kg',
  'ministerium', 'agentur', 'stiftung', 'fondation', 'fundación', 'akademie', 'académie', 'council', 'network',
]);

/** Place words that make a capitalized phrase a location ("Lake Victoria", "Amazon River", "Kent County"). */
// prettier-ignore
export const PLACE_WORDS = new Set(['river', 'lake', 'mountains', 'mount', 'island', 'islands', 'peninsula', 'valley', 'desert', 'sea', 'ocean', 'gulf', 'bay', 'county', 'province', 'prefecture', 'canyon', 'glacier', 'basin', 'delta', 'coast', 'strait', 'region', 'district', 'municipality', 'territory']);
