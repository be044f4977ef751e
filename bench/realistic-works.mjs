// OpenAlex-format works as heavy as real ones, recombined from the real works of an OpenAlex folder
// (../shared/data/openalex by default: its works*.json / *.jsonl files). A few hundred real works become any number of
// distinct works: each title joins the beginning of one real title to the end of another, each abstract is as many
// sentences as a real abstract holds, drawn from different real abstracts, authors come from names recombined from the
// real authors (given names × family names, Zipf-skewed as real authorship is) with the real list lengths, and the
// venue, year, type, concepts and keywords are those of one real work. DOIs are unique. Seeded: every run is the same.
// The abstract is carried as text (`abstract`), not as OpenAlex's inverted index: 100k indexes exhaust the heap.
import fs from 'node:fs';
import path from 'node:path';
import { seededRandom } from '../apps/server/dist/engines/relevance/random.js';
import { zipf } from './generate-works.mjs';

const AUTHOR_NAMES = 20_000;
const MAX_AUTHORS = 40;

function abstractText(index) {
  if (!index || typeof index !== 'object') return '';
  const words = [];
  for (const [word, positions] of Object.entries(index)) for (const position of positions) words[position] = word;
  return words.filter(Boolean).join(' ');
}

const sentencesOf = (text) =>
  text
    .split(/(?<=[.!?])\s+(?=[A-Z(])/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.split(' ').length >= 4);

function worksIn(file) {
  const text = fs.readFileSync(file, 'utf8');
  if (file.endsWith('.jsonl'))
    return text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
  const json = JSON.parse(text);
  return Array.isArray(json) ? json : (json.results ?? [json]);
}

/** The real works of an OpenAlex folder (files named work*.json / *.jsonl), each once; null when the folder is missing. */
export function readOpenAlexWorks(folder) {
  if (!fs.existsSync(folder)) return null;
  const byId = new Map();
  for (const name of fs.readdirSync(folder).sort()) {
    if (!/work/i.test(name) || !/\.jsonl?$/.test(name)) continue;
    for (const work of worksIn(path.join(folder, name))) {
      if (work?.id && typeof work.title === 'string' && work.title.trim()) byId.set(work.id, work);
    }
  }
  return [...byId.values()];
}

/** What the recombination draws from: title words, abstract sentences and lengths, names, list lengths, venues… */
function poolsOf(works) {
  const titles = works.map((work) => work.title.replace(/\s+/g, ' ').trim().split(' '));
  const abstracts = works
    .map((work) => sentencesOf(abstractText(work.abstract_inverted_index)))
    .filter((s) => s.length);
  const given = new Set();
  const family = new Set();
  const institutions = [];
  const authorCounts = [];
  for (const work of works) {
    const authorships = work.authorships ?? [];
    if (authorships.length) authorCounts.push(Math.min(MAX_AUTHORS, authorships.length));
    for (const authorship of authorships) {
      const name = authorship.author?.display_name ?? '';
      const parts = name.trim().split(/\s+/);
      if (parts.length < 2 || /[,;()]/.test(name)) continue;
      family.add(parts.at(-1));
      given.add(parts.slice(0, -1).join(' '));
      for (const institution of authorship.institutions ?? [])
        if (institution?.display_name) institutions.push(institution);
    }
  }
  return {
    titles,
    abstracts,
    given: [...given],
    family: [...family],
    institutions,
    authorCounts: authorCounts.length ? authorCounts : [3],
  };
}

/**
 * `count` distinct OpenAlex-format works recombined from the real `works` (see the file's comment), one at a time.
 * Throws when the works hold no abstracts or authors to draw from.
 */
export function* realisticWorks(works, count, seed = 42) {
  const pools = poolsOf(works);
  if (!pools.abstracts.length || !pools.given.length)
    throw new Error('the OpenAlex works hold no abstracts or authors');
  const random = seededRandom(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const authorRank = zipf(AUTHOR_NAMES, 1.1, random);
  const names = Array.from({ length: AUTHOR_NAMES }, () => ({
    name: `${pick(pools.given)} ${pick(pools.family)}`,
    institution: pools.institutions.length ? pick(pools.institutions) : null,
  }));
  const titleOf = () => {
    const [head, tail] = [pick(pools.titles), pick(pools.titles)];
    const cut = 1 + Math.floor(random() * Math.max(1, head.length - 1));
    const from = Math.floor(random() * Math.max(1, tail.length - 1));
    return [...head.slice(0, cut), ...tail.slice(from)].join(' ');
  };
  const abstractOf = () => {
    const length = pick(pools.abstracts).length;
    return Array.from({ length }, () => pick(pick(pools.abstracts))).join(' ');
  };
  for (let i = 0; i < count; i++) {
    const base = pick(works);
    const authorCount = pick(pools.authorCounts);
    const authorships = Array.from({ length: authorCount }, (_, position) => {
      const rank = authorRank();
      const { name, institution } = names[rank];
      return {
        author_position: position === 0 ? 'first' : position === authorCount - 1 ? 'last' : 'middle',
        author: { id: `https://openalex.org/A${5_100_000_000 + rank}`, display_name: name, orcid: null },
        institutions: institution ? [institution] : [],
        countries: institution?.country_code ? [institution.country_code] : [],
        raw_affiliation_strings: institution ? [institution.display_name] : [],
      };
    });
    const title = titleOf();
    const year = base.publication_year ?? 2015;
    const source = base.primary_location?.source ?? null;
    yield {
      id: `https://openalex.org/W${9_100_000_000 + i}`,
      doi: `https://doi.org/10.9999/realistic.${seed}.${i}`,
      title,
      display_name: title,
      publication_year: year,
      publication_date: base.publication_date ?? `${year}-01-01`,
      primary_location: {
        ...base.primary_location,
        landing_page_url: `https://example.org/realistic/${i}`,
        source: source ?? { display_name: 'Unknown venue', host_organization_name: null },
      },
      authorships,
      keywords: [...(base.keywords ?? []), ...(base.concepts ?? []).slice(0, 5)].map(({ display_name }) => ({
        display_name,
      })),
      type: base.type,
      language: base.language,
      biblio: base.biblio,
      abstract: abstractOf(),
    };
  }
}
