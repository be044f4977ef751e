import type { EntitySummary } from '@quarry/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { testEngine } from '../../../test/test-database.js';
import { signedInClient } from '../../../test/test-users.js';
import { insertRandomDocuments } from '../../../test/workspace-fixture.js';

describe(`entity labels (doc 2 §7) (${testEngine})`, () => {
  let t: TestApp;
  let owner: TestClient;
  let stranger: TestClient;
  let id: number;
  const labelUrl = (kinds: string, name: string, investigationId = id) =>
    `/api/investigations/${investigationId}/entities/${kinds}/${encodeURIComponent(name)}/label`;
  const labelsOf = async (
    entityName: string,
    entityType: 'ORGANIZATION' | 'PERSON',
    investigationId = id,
  ): Promise<string[]> => {
    const answer = await owner.post(`/api/investigations/topic/${investigationId}/entity-summary`, {
      entityName,
      entityType,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json() as EntitySummary).labels;
  };

  beforeAll(async () => {
    t = await startTestApp();
    owner = await signedInClient(t);
    stranger = await signedInClient(t);
    id = (await owner.post('/api/investigations/topic', { searchString: 'soil carbon' })).json().id;
    // Mentions UNESCO, WHO, NASA (organizations) and Jane Goodall, Carl Sagan (persons).
    await insertRandomDocuments(t.database.db, id, 40, 5);
  }, 120_000);
  afterAll(() => t.close());

  it('adds labels to an organization and a mentioned person, once whatever their case, and removes them', async () => {
    const added = await owner.post(labelUrl('organizations', 'UNESCO'), [' funder ', 'Partner', 'FUNDER']);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual({ labels: ['funder', 'Partner'] });
    expect(await labelsOf('UNESCO', 'ORGANIZATION')).toEqual(['funder', 'Partner']);
    expect((await owner.post(labelUrl('persons', 'Jane Goodall'), ['expert'])).json()).toEqual({ labels: ['expert'] });
    expect(await labelsOf('Jane Goodall', 'PERSON')).toEqual(['expert']);
    // The same name of another kind is another entity.
    expect(await labelsOf('WHO', 'ORGANIZATION')).toEqual([]);

    const removed = await owner.request('DELETE', labelUrl('organizations', 'UNESCO'), ['PARTNER']);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ labels: ['funder'] });
  });

  it('renames a label on every entity (an entity with both keeps one) and deletes one everywhere, answering 204', async () => {
    await owner.post(labelUrl('organizations', 'WHO'), ['sponsor', 'donor']);
    await owner.post(labelUrl('organizations', 'NASA'), ['Sponsor']);
    const renamed = await owner.request('PATCH', `/api/investigations/${id}/entities/label`, {
      oldLabel: 'SPONSOR',
      newLabel: 'Donor',
    });
    expect(renamed.statusCode, renamed.body).toBe(204);
    expect(await labelsOf('WHO', 'ORGANIZATION')).toEqual(['donor']);
    expect(await labelsOf('NASA', 'ORGANIZATION')).toEqual(['Donor']);

    const deleted = await owner.request('DELETE', `/api/investigations/${id}/entities/label`, { label: 'donor' });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await labelsOf('WHO', 'ORGANIZATION')).toEqual([]);
    expect(await labelsOf('NASA', 'ORGANIZATION')).toEqual([]);
  });

  it('moves the labels of merged entities to the one kept, and copies them with the investigation', async () => {
    await owner.post(labelUrl('organizations', 'WHO'), ['health']);
    await owner.post(labelUrl('organizations', 'NASA'), ['space', 'Health']);
    expect(
      (await owner.post(`/api/investigations/${id}/entities/organizations/merge`, ['WHO', 'NASA'])).statusCode,
    ).toBe(200);
    expect(await labelsOf('WHO', 'ORGANIZATION')).toEqual(['health', 'space']);

    const copy = await owner.post(`/api/investigations/${id}/duplicate`);
    expect(copy.statusCode, copy.body).toBe(200);
    expect(await labelsOf('WHO', 'ORGANIZATION', copy.json().id)).toEqual(['health', 'space']);
  });

  it('refuses an entity no document mentions, another kind, an empty label; 404 to another user, 401 without a session', async () => {
    const unknown = await owner.post(labelUrl('organizations', 'CERN'), ['lab']);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toBe('No entity CERN of this type in the investigation');
    expect((await owner.post(labelUrl('persons', 'UNESCO'), ['lab'])).statusCode).toBe(400);
    expect((await owner.post(labelUrl('locations', 'Paris'), ['city'])).statusCode).toBe(400);
    expect((await owner.post(labelUrl('organizations', 'UNESCO'), ['  '])).statusCode).toBe(400);
    expect((await owner.post(labelUrl('organizations', 'UNESCO'), [])).statusCode).toBe(400);
    expect(
      (await owner.request('PATCH', `/api/investigations/${id}/entities/label`, { oldLabel: 'a', newLabel: '' }))
        .statusCode,
    ).toBe(400);

    expect((await stranger.post(labelUrl('organizations', 'UNESCO'), ['mine'])).statusCode).toBe(404);
    expect(
      (await stranger.request('DELETE', `/api/investigations/${id}/entities/label`, { label: 'funder' })).statusCode,
    ).toBe(404);
    expect((await t.newClient().post(labelUrl('organizations', 'UNESCO'), ['mine'])).statusCode).toBe(401);
    expect(await labelsOf('UNESCO', 'ORGANIZATION')).toEqual(['funder']);
  });
});
