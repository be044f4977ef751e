import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AUTHORS_CATEGORY, type InvestigationData, type PersonCandidate } from '@quarry/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from '../../test/image-host.js';
import { fixturesDir } from '../../test/sources.js';
import { type FerreiraHarvest, startFerreiraHarvest, worksLessToTellThemApart } from '../../test/ferreira-harvest.js';
import { markPlaced } from './person-clustering.repository.js';
import type { TestApp, TestClient } from '../../test/test-app.js';
import { testEngine } from '../../test/test-database.js';

describe(`author disambiguation after a harvest (${testEngine})`, () => {
  let t: TestApp;
  let harvest: FerreiraHarvest;
  let owner: TestClient;
  let id: number;
  const person = (rest: string) => `/api/investigations/person/${id}${rest}`;
  const matches = async (): Promise<PersonCandidate[]> =>
    (await owner.get(person('/possible-matches?name=Ana%20Ferreira'))).json();
  const query = async (sql: string, params: unknown[]) => (await t.database.db.query(sql, params)).rows;

  beforeAll(async () => {
    const works = worksLessToTellThemApart();
    harvest = await startFerreiraHarvest(() => works);
    ({ t, owner, id } = harvest);
  });
  afterAll(() => harvest.close());

  it('runs as a job after the harvest and places every mention', async () => {
    const jobs = await query(`SELECT state FROM jobs WHERE kind = 'cluster-persons' AND investigation_id = $1`, [id]);
    expect(jobs).toEqual([{ state: 'done' }]);
    const unplaced = await query(
      'SELECT count(*)::int AS n FROM document_authors a JOIN documents d ON d.id = a.document_id WHERE d.investigation_id = $1 AND NOT a.clustered',
      [id],
    );
    expect(unplaced).toEqual([{ n: 0 }]);
  });

  it('joins the mentions the harvest kept apart into one person, with both names, and leaves no empty person', async () => {
    const candidates = await matches();
    expect(candidates.map((candidate) => [candidate.name, candidate.documentsCount]).sort()).toEqual([
      ['A. Ferreira', 1],
      ['Ana Ferreira', 2],
    ]);
    const ana = candidates.find((candidate) => candidate.name === 'Ana Ferreira')!;
    const summary = (await owner.get(person(`/person-summary/${ana.id}`))).json();
    expect(summary.aliasNames).toEqual(['Ana M. Ferreira']);
    const lone = await query(
      'SELECT p.id FROM persons p WHERE p.investigation_id = $1 AND NOT EXISTS (SELECT 1 FROM document_authors a WHERE a.person_id = p.id)',
      [id],
    );
    expect(lone).toEqual([]);
  });

  it('shows the joined person in the Authors top list of the workspace, counted once per document', async () => {
    const data: InvestigationData = (await owner.post(person('/data'), {})).json();
    const authors = data.tops.find((list) => list.name === AUTHORS_CATEGORY)!;
    const ferreiras = authors.entries.filter((entry) => entry.name.includes('Ferreira'));
    expect(ferreiras.map((entry) => [entry.name, entry.totalCount]).sort()).toEqual([
      ['A. Ferreira', 1],
      ['Ana Ferreira', 2],
    ]);
  });

  it('Re-Merge clusters the name again from scratch, keeping a merge the engine would not make, and answers 404 for an unknown person', async () => {
    const byName = (candidates: PersonCandidate[], name: string) =>
      candidates.find((candidate) => candidate.name === name)!;
    const before = await matches();
    const [ana, initial] = [byName(before, 'Ana Ferreira').id, byName(before, 'A. Ferreira').id];
    expect((await owner.post(person('/merge'), [ana, initial])).statusCode).toBe(200);

    const answer = await owner.post(person(`/person/${ana}/re-merge`));
    expect(answer.statusCode, answer.body).toBe(200);
    const { jobId } = answer.json();
    await t.jobs.idle();
    expect(await query('SELECT state FROM jobs WHERE id = $1', [jobId])).toEqual([{ state: 'done' }]);
    // Ana Ferreira keeps A. Ferreira's work; Ana M. Ferreira, whom the engine had joined, may go her own way from scratch.
    const titles = (await owner.get(person(`/person-summary/${ana}`)))
      .json()
      .documents.map((document: { title: string }) => document.title);
    expect(titles).toEqual(
      expect.arrayContaining(['Peatland carbon stocks in northern Portugal', 'Cork oak soils under drought']),
    );
    expect((await matches()).reduce((sum, candidate) => sum + candidate.documentsCount, 0)).toBe(3);

    expect((await owner.post(person('/person/999999999/re-merge'))).statusCode).toBe(404);
  });

  it('marks a name too large for the engine placed as it is, statement by statement, until none is left', async () => {
    const unplaced = async () =>
      (
        await query(
          'SELECT count(*)::int AS n FROM document_authors a JOIN documents d ON d.id = a.document_id WHERE d.investigation_id = $1 AND NOT a.clustered',
          [id],
        )
      )[0];
    await query(
      'UPDATE document_authors a SET clustered = false FROM documents d WHERE d.id = a.document_id AND d.investigation_id = $1',
      [id],
    );
    expect(await unplaced()).not.toEqual({ n: 0 });
    const keys = (await query('SELECT DISTINCT name_key FROM persons WHERE investigation_id = $1', [id])).map(
      (row) => row.name_key as string,
    );
    await markPlaced(t.database.db, id, keys);
    expect(await unplaced()).toEqual({ n: 0 });
  });
});

describe(`author disambiguation delayed after a harvest (${testEngine})`, () => {
  it('waits DISAMBIGUATION_DELAY_SECONDS after the harvest, so the first workspace call builds its index first', async () => {
    const works = JSON.parse(
      readFileSync(path.join(fixturesDir, 'openalex', 'works-ferreira-variants.json'), 'utf8'),
    ) as object;
    const harvest = await startFerreiraHarvest(() => works, { DISAMBIGUATION_DELAY_SECONDS: '120' });
    try {
      const { rows } = await harvest.t.database.db.query<{ state: string; wait: number }>(
        `SELECT state, extract(epoch FROM run_after - now())::float AS wait FROM jobs WHERE kind = 'cluster-persons' AND investigation_id = $1`,
        [harvest.id],
      );
      expect(rows.map((row) => row.state)).toEqual(['queued']);
      expect(rows[0]!.wait).toBeGreaterThan(60);
    } finally {
      await harvest.close();
    }
  });
});

describe(`a person the clustering retires (${testEngine})`, () => {
  it('hands its name override, profile page and picture on to the person its mentions join', async () => {
    const works = worksLessToTellThemApart();
    const harvest = await startFerreiraHarvest(() => works, { DISAMBIGUATION_DELAY_SECONDS: '3600' });
    const db = harvest.t.database.db;
    try {
      const idOf = async (name: string) =>
        Number(
          (
            await db.query<{ id: string }>('SELECT id FROM persons WHERE investigation_id = $1 AND name = $2', [
              harvest.id,
              name,
            ])
          ).rows[0]!.id,
        );
      const [ana, anaM] = [await idOf('Ana Ferreira'), await idOf('Ana M. Ferreira')];
      const image = await db.query<{ id: string }>(
        `INSERT INTO images (investigation_id, person_id, content_type, content) VALUES ($1, $2, 'image/png', $3) RETURNING id`,
        [harvest.id, anaM, PNG],
      );
      const imageId = Number(image.rows[0]!.id);
      await db.query(
        `UPDATE persons SET name = 'Ana Maria Ferreira', name_overridden = true, author_image_id = $2 WHERE id = $1`,
        [anaM, imageId],
      );
      await db.query(`UPDATE persons SET university_profile_url = 'https://uni.example.pt/ana' WHERE id = $1`, [ana]);

      await db.query(`UPDATE jobs SET run_after = now() WHERE kind = 'cluster-persons' AND state = 'queued'`);
      await harvest.t.jobs.idle();
      const persons = await db.query<{
        id: string;
        name: string;
        university_profile_url: string | null;
        author_image_id: string | null;
      }>(
        `SELECT id, name, university_profile_url, author_image_id FROM persons WHERE investigation_id = $1 AND id IN ($2, $3)`,
        [harvest.id, ana, anaM],
      );
      expect(persons.rows).toHaveLength(1);
      expect(persons.rows[0]).toMatchObject({
        name: 'Ana Maria Ferreira',
        university_profile_url: 'https://uni.example.pt/ana',
      });
      expect(Number(persons.rows[0]!.author_image_id)).toBe(imageId);
      const shown = await harvest.owner.get(
        `/api/investigations/person/${harvest.id}/person-details/${persons.rows[0]!.id}/image`,
      );
      expect(shown.statusCode).toBe(200);
    } finally {
      await harvest.close();
    }
  });
});
