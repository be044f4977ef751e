import type { Database } from '../db/database.js';

/** A seeded PRNG (mulberry32), so a failing randomized test can be replayed. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const some = <T>(list: readonly T[], max: number): T[] => [
    ...new Set(Array.from({ length: Math.floor(next() * (max + 1)) }, () => pick(list))),
  ];
  return { next, pick, some };
}

const WORDS = ['soil', 'carbon', 'river', 'policy', 'graphene', 'battery', 'vaccine', 'urban', 'water', 'model'];
const LABELS = ['Mine', 'Not Mine', 'fix', 'to read', 'Key paper'];
const PERSONS = [
  'Ada Lovelace',
  'Alan Turing',
  'Grace Hopper',
  'Marie Curie',
  'Niels Bohr',
  'Lise Meitner',
  'Emmy Noether',
];
const INSTITUTIONS = [
  { name: 'Weizmann Institute', countryCode: 'IL' },
  { name: 'University of Barcelona', countryCode: 'ES' },
  { name: 'MIT', countryCode: 'US' },
  { name: 'Kyoto University', countryCode: 'JP' },
];
const ENTITIES: Record<string, string[]> = {
  person: ['Jane Goodall', 'Carl Sagan'],
  organization: ['UNESCO', 'WHO', 'NASA'],
  location: ['Paris', 'Haifa', 'Nairobi'],
  concept: ['Ecology', 'Materials science', 'Epidemiology'],
  email: ['a@example.org'],
};

/** Puts `count` random documents (with authors, entities, labels and review state) into an investigation. */
export async function insertRandomDocuments(
  db: Database,
  investigationId: number,
  count: number,
  seed: number,
): Promise<void> {
  const random = seeded(seed);
  const personIds: number[] = [];
  for (const name of PERSONS) {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO persons (investigation_id, name, name_key) VALUES ($1, $2, $3) RETURNING id`,
      [investigationId, name, name.toLowerCase()],
    );
    personIds.push(rows[0]!.id);
  }
  for (let i = 0; i < count; i++) {
    const year = random.next() < 0.1 ? null : 2015 + Math.floor(random.next() * 10);
    const title = Array.from({ length: 4 }, () => random.pick(WORDS)).join(' ');
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO documents (investigation_id, dedupe_key, type, title, abstract, journal, publisher, volume, date, language,
         citation_number, harvester_type, relevancy, starred, touched, note, labels, publication_type, url)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'MICROSOFT', $12, $13, $14, $15, $16, $17, $18) RETURNING id`,
      [
        investigationId,
        `k${i}`,
        random.pick(['Article', 'Article', 'Book', 'Web Page']),
        title,
        `${random.pick(WORDS)} ${random.pick(WORDS)} study`,
        random.pick(['Nature', 'Science', 'Proc. of the Soil Conference', null]),
        random.pick(['Springer', null]),
        random.pick(['12', null]),
        year ? `${year}-0${1 + Math.floor(random.next() * 9)}-15` : null,
        random.pick(['en', 'en', 'fr', null]),
        Math.floor(random.next() * 100),
        random.pick(['Neutral', 'Neutral', 'Relevant', 'Irrelevant']),
        random.next() < 0.2,
        random.next() < 0.4,
        random.next() < 0.1 ? 'a note' : null,
        random.some(LABELS, 3),
        random.pick(['journal-article', 'proceedings-article']),
        `https://site${i % 3}.example.org/doc/${i}`,
      ],
    );
    const documentId = rows[0]!.id;
    const authors = random.some(personIds, 4);
    for (const [position, personId] of authors.entries()) {
      const affiliations = random.some(INSTITUTIONS, 2);
      await db.query(
        `INSERT INTO document_authors (document_id, position, person_id, name, affiliations) VALUES ($1, $2, $3, 'x', $4)`,
        [documentId, position, personId, JSON.stringify(affiliations)],
      );
    }
    for (const [kind, values] of Object.entries(ENTITIES)) {
      for (const value of random.some(values, 2)) {
        await db.query(`INSERT INTO document_entities (document_id, kind, value) VALUES ($1, $2, $3)`, [
          documentId,
          kind,
          value,
        ]);
      }
    }
  }
  await db.query('UPDATE investigations SET total_documents = $2 WHERE id = $1', [investigationId, count]);
}
