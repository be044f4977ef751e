// The generated investigations of the workspace benches (bench/workspace.mjs, bench/workspace-http.mjs).

/** Skewed value in [0, k): a few values very often, most rarely (a power of a uniform draw). */
const skewed = (k) => `floor(power(random(), 3) * ${k})`;

/** A Topic investigation of `ownerId` with `n` generated documents, their authorships, provenance and entities; answers its id. */
export async function generateInvestigation(db, n, ownerId) {
  await db.query(`SELECT setseed(0.42)`);
  const { rows } = await db.query(
    `INSERT INTO investigations (owner_id, type, sub_type, title, definition) VALUES ($1, 'Topic', 'Topic', 'bench', '{"searchString":"soil carbon"}') RETURNING id`,
    [ownerId],
  );
  const id = rows[0].id;
  const persons = Math.max(100, Math.floor(n / 4));
  await db.query(
    `INSERT INTO persons (investigation_id, name, name_key) SELECT $1, 'Person ' || g, 'p' || g FROM generate_series(1, $2) g`,
    [id, persons],
  );
  await db.query(
    `INSERT INTO documents (investigation_id, dedupe_key, type, title, abstract, date, citation_number, harvester_type, language, journal, relevancy, labels)
     SELECT $1, 'k' || g, 'Article', 'soil carbon study ' || g, 'carbon in soil and water, sample ' || (g % 97), make_date(2000 + ${skewed(25)}::int, 1 + (g % 12), 1),
       (random() * 200)::int, 'MICROSOFT', CASE WHEN g % 10 = 0 THEN 'fr' ELSE 'en' END, 'Journal ' || ${skewed(300)},
       CASE WHEN g % 7 = 0 THEN 'Relevant' WHEN g % 11 = 0 THEN 'Irrelevant' ELSE 'Neutral' END,
       (ARRAY['Mine','fix','to read','Key paper'])[1:(g % 4)]
     FROM generate_series(1, $2) g`,
    [id, n],
  );
  const { rows: range } = await db.query(`SELECT min(id) AS plo FROM persons WHERE investigation_id = $1`, [id]);
  await db.query(
    `INSERT INTO document_authors (document_id, position, person_id, name, affiliations)
     SELECT d.id, k, $2 + ${skewed('$3')}::int, 'x', jsonb_build_array(jsonb_build_object('name', 'University ' || ${skewed(2000)}, 'countryCode', (ARRAY['US','GB','DE','IL','CN','JP','FR','ES'])[1 + (k % 8)]))
     FROM documents d, generate_series(0, 4) k WHERE d.investigation_id = $1
     ON CONFLICT DO NOTHING`,
    [id, range[0].plo, persons],
  );
  // Where each came from, as an OpenAlex harvest records it (the documents' identifiers are read from here).
  await db.query(
    `INSERT INTO document_sources (document_id, source, query, source_id)
     SELECT d.id, 'openalex', 'soil carbon', 'W' || (4000000000 + d.id) FROM documents d WHERE d.investigation_id = $1`,
    [id],
  );
  await db.query(
    `INSERT INTO document_entities (document_id, kind, value)
     SELECT d.id, (ARRAY['person','organization','location','concept','concept'])[1 + (k % 5)], 'Entity ' || ${skewed(5000)}
     FROM documents d, generate_series(0, 9) k WHERE d.investigation_id = $1
     ON CONFLICT DO NOTHING`,
    [id],
  );
  return id;
}

export const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];
