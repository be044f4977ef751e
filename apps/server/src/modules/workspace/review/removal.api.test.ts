import type { InvestigationData } from '@quarry/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { testEngine } from '../../../test/test-database.js';
import { signedInClient } from '../../../test/test-users.js';
import { insertRandomDocuments } from '../../../test/workspace-fixture.js';

describe(`removing authors and entities from the top lists, and bringing them back (${testEngine})`, () => {
  let t: TestApp;
  let owner: TestClient;
  let stranger: TestClient;
  let id: number;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await signedInClient(t);
    stranger = await signedInClient(t);
    id = (await owner.post('/api/investigations/topic', { searchString: 'soil carbon' })).json().id;
    await insertRandomDocuments(t.database.db, id, 40, 11);
  });
  afterAll(() => t.close());

  const top = async (name: string) => {
    const data: InvestigationData = (await owner.post(`/api/investigations/topic/${id}/data?pageSize=5`, {})).json();
    return data.tops.find((list) => list.name === name);
  };

  it('hides a removed author from the Authors list until undelete brings every removed author back', async () => {
    const before = (await top('predefined.Persons'))!;
    const author = before.entries[0]!;
    const removed = await owner.post(`/api/investigations/topic/${id}/authors/remove`, {
      personIds: [Number(author.value)],
    });
    expect(removed.json()).toEqual({ removed: 1 });
    const after = (await top('predefined.Persons'))!;
    expect(after.entries.map((e) => e.value)).not.toContain(author.value);
    expect(after.total).toBe(before.total - 1);
    expect((await owner.get(`/api/investigations/topic/${id}/undelete`)).json()).toEqual({ restored: 1 });
    expect((await top('predefined.Persons'))!.entries.map((e) => e.value)).toContain(author.value);
  });

  it('hides removed entities by kind and brings them all back with restore-all', async () => {
    const organizations = (await top('entity.Mentioned Organizations'))!;
    const name = organizations.entries[0]!.value;
    expect((await owner.post(`/api/investigations/${id}/entities/remove`, { [name]: 'ORGANIZATION' })).json()).toEqual({
      removed: 1,
    });
    expect((await top('entity.Mentioned Organizations'))?.entries.map((e) => e.value) ?? []).not.toContain(name);
    expect((await owner.post(`/api/investigations/${id}/entities/restore-all`)).json()).toEqual({ restored: 1 });
    expect((await top('entity.Mentioned Organizations'))!.entries.map((e) => e.value)).toContain(name);
    expect((await owner.post(`/api/investigations/${id}/entities/remove`, { [name]: 'SPACESHIP' })).statusCode).toBe(
      400,
    );
  });

  it("answers 404 for another user's investigation", async () => {
    expect((await stranger.post(`/api/investigations/${id}/entities/remove`, { x: 'TERM' })).statusCode).toBe(404);
    expect((await stranger.post(`/api/investigations/${id}/entities/restore-all`)).statusCode).toBe(404);
    expect((await stranger.post(`/api/investigations/topic/${id}/authors/remove`, { personIds: [1] })).statusCode).toBe(
      404,
    );
    expect((await stranger.get(`/api/investigations/topic/${id}/undelete`)).statusCode).toBe(404);
  });
});
