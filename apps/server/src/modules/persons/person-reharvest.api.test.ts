import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PersonCandidate } from '@quarry/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixturesDir } from '../../test/sources.js';
import { type FerreiraHarvest, startFerreiraHarvest } from '../../test/ferreira-harvest.js';
import type { TestApp, TestClient } from '../../test/test-app.js';
import { testEngine } from '../../test/test-database.js';

const works = (file: string) => JSON.parse(readFileSync(path.join(fixturesDir, 'openalex', file), 'utf8')) as object;

/**
 * A Person investigation harvested from OpenAlex whose three mentions of Ana Ferreira stay three persons (two ORCIDs;
 * A. Ferreira of Porto shares no co-author or institute with Ana Ferreira of Lisbon); a reviewer merges two and says
 * the third is not her; then a later harvest brings one more work of each, and the disambiguation job runs after it.
 */
describe(`a re-harvest after a merge and a "not this person" vote (${testEngine})`, () => {
  let t: TestApp;
  let harvest: FerreiraHarvest;
  let owner: TestClient;
  let id: number;
  let worksFile = 'works-ferreira-variants.json';
  const person = (rest: string) => `/api/investigations/person/${id}${rest}`;
  const matches = async (): Promise<PersonCandidate[]> =>
    (await owner.get(person('/possible-matches?name=Ana%20Ferreira'))).json();
  const byName = (candidates: PersonCandidate[], name: string) =>
    candidates.find((candidate) => candidate.name === name)!;

  beforeAll(async () => {
    harvest = await startFerreiraHarvest(() => works(worksFile));
    ({ t, owner, id } = harvest);
  });
  afterAll(() => harvest.close());

  it('keeps the merge (new mentions of a merged person join the kept one) and the vote (the removed person stays removed)', async () => {
    const first = await matches();
    expect(first.map((candidate) => candidate.name).sort()).toEqual(['A. Ferreira', 'Ana Ferreira', 'Ana M. Ferreira']);
    const [ana, initial, other] = ['Ana Ferreira', 'A. Ferreira', 'Ana M. Ferreira'].map(
      (name) => byName(first, name).id,
    );
    expect(
      (await owner.post(person('/disambiguate'), { relevantPersonIds: [ana, initial], irrelevantPersonIds: [other] }))
        .statusCode,
    ).toBe(200);
    expect((await owner.post(person('/merge'), [ana, initial])).statusCode).toBe(200);

    worksFile = 'works-ferreira-later.json';
    const harvest = await owner.post(person('/harvest/person'), { searchStrings: ['Ana Ferreira'] });
    expect(harvest.statusCode, harvest.body).toBe(200);
    await t.jobs.idle();

    const after = await matches();
    expect(after.map((candidate) => candidate.name).sort()).toEqual(['Ana Ferreira', 'Ana M. Ferreira']);
    // A. Ferreira's new work (with the same co-author and institute) joined the merged person.
    expect(byName(after, 'Ana Ferreira')).toMatchObject({ id: ana, documentsCount: 3, relevancy: 'Relevant' });
    // Ana M. Ferreira's new work joined the person voted "not this person", still removed.
    expect(byName(after, 'Ana M. Ferreira')).toMatchObject({
      id: other,
      documentsCount: 2,
      relevancy: 'Irrelevant',
      filteredOut: true,
    });
    expect((await owner.get(person(`/person-summary/${ana}`))).json().manuallyMerged).toBe(true);
  });
});
