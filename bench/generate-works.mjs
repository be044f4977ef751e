// Generates OpenAlex-format work objects (the current API schema) with a fixed seed and realistic skew:
// authors, institutions, concepts and words drawn from Zipf distributions (the server's seeded generator, so every run
// generates the same data).
import { seededRandom } from '../apps/server/dist/engines/relevance/random.js';

/** Draws ranks 0..n-1 with P(k) ∝ 1/(k+1)^s. */
export function zipf(n, s, random) {
  const weights = Array.from({ length: n }, (_, k) => 1 / (k + 1) ** s);
  const total = weights.reduce((a, b) => a + b, 0);
  const cumulative = [];
  let sum = 0;
  for (const w of weights) cumulative.push((sum += w / total));
  return () => {
    const r = random();
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < r) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

const FIRST = [
  'Ada',
  'Alan',
  'Grace',
  'Marie',
  'Niels',
  'Lise',
  'Emmy',
  'Carl',
  'Rosalind',
  'Barbara',
  'Dorothy',
  'Paul',
  'Enrico',
  'Chien-Shiung',
  'Srinivasa',
  'Hedy',
  'Katherine',
  'Tim',
  'Yael',
  'Noa',
];
const LAST = [
  'Lovelace',
  'Turing',
  'Hopper',
  'Curie',
  'Bohr',
  'Meitner',
  'Noether',
  'Gauss',
  'Franklin',
  'McClintock',
  'Hodgkin',
  'Dirac',
  'Fermi',
  'Wu',
  'Ramanujan',
  'Lamarr',
  'Johnson',
  'Berners-Lee',
  'Cohen',
  'Levi',
];
const WORDS =
  'soil carbon climate model neural network protein folding graphene battery policy election urban water quantum sensor river basin crop yield vaccine trial genome cell energy storage solar market labour health survey learning'.split(
    ' ',
  );
const COUNTRIES = ['US', 'GB', 'DE', 'FR', 'IL', 'CN', 'JP', 'ES', 'IT', 'NL'];
const CITIES = ['Paris', 'Berlin', 'Tel Aviv', 'Boston', 'Kyoto', 'Barcelona', 'Amsterdam', 'Haifa', 'London', 'Rome'];

export function generateWorks(count, seed = 42) {
  const random = seededRandom(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const author = zipf(20_000, 1.1, random);
  const institution = zipf(2_000, 1.2, random);
  const concept = zipf(500, 1.0, random);
  const word = zipf(WORDS.length, 0.8, random);
  const works = [];
  for (let i = 0; i < count; i++) {
    const titleWords = Array.from({ length: 6 + Math.floor(random() * 6) }, () => WORDS[word()]);
    const abstractWords = Array.from({ length: 120 }, () => WORDS[word()]);
    abstractWords[5] = pick(CITIES);
    const index = {};
    abstractWords.forEach((w, position) => (index[w] ??= []).push(position));
    const year = 2000 + Math.floor(random() * 25);
    const authorships = Array.from({ length: 1 + Math.floor(random() * 9) }, (_, position) => {
      const a = author();
      const inst = institution();
      return {
        author_position: position === 0 ? 'first' : 'middle',
        author: {
          id: `https://openalex.org/A${5_000_000_000 + a}`,
          display_name: `${FIRST[a % FIRST.length]} ${LAST[Math.floor(a / FIRST.length) % LAST.length]}`,
          orcid: null,
        },
        institutions: [
          {
            id: `https://openalex.org/I${100_000 + inst}`,
            display_name: `University ${inst}`,
            ror: null,
            country_code: COUNTRIES[inst % COUNTRIES.length],
            type: 'education',
          },
        ],
        countries: [COUNTRIES[inst % COUNTRIES.length]],
        raw_affiliation_strings: [`University ${inst}`],
      };
    });
    works.push({
      id: `https://openalex.org/W${9_000_000_000 + i}`,
      doi: random() < 0.8 ? `https://doi.org/10.9999/bench.${i}` : null,
      title: titleWords.join(' '),
      display_name: titleWords.join(' '),
      publication_year: year,
      publication_date: `${year}-0${1 + Math.floor(random() * 9)}-1${Math.floor(random() * 9)}`,
      language: 'en',
      type: 'article',
      primary_location: {
        landing_page_url: `https://example.org/w/${i}`,
        pdf_url: null,
        source: { display_name: `Journal ${concept() % 50}`, host_organization_name: 'Bench Press' },
      },
      authorships,
      cited_by_count: Math.floor(random() * 300),
      biblio: { volume: String(1 + (i % 40)), issue: String(1 + (i % 12)), first_page: '1', last_page: '12' },
      concepts: Array.from({ length: 5 }, () => {
        const c = concept();
        return {
          id: `https://openalex.org/C${c}`,
          display_name: `Concept ${c}`,
          level: 1,
          score: Math.round(random() * 100) / 100,
        };
      }),
      keywords: [{ display_name: WORDS[word()], score: 0.5 }],
      abstract_inverted_index: index,
    });
  }
  return works;
}
