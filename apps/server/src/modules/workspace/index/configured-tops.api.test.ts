import type { InvestigationData } from '@quarry/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { testEngine } from '../../../test/test-database.js';
import { signedInClient } from '../../../test/test-users.js';
import { insertRandomDocuments } from '../../../test/workspace-fixture.js';

describe(`the configuration shapes the top lists (${testEngine})`, () => {
  let t: TestApp;
  let owner: TestClient;
  let id: number;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await signedInClient(t);
    id = (await owner.post('/api/investigations/topic', { searchString: 'soil carbon' })).json().id;
    await insertRandomDocuments(t.database.db, id, 60, 21);
  });
  afterAll(() => t.close());

  const data = async (): Promise<InvestigationData> =>
    (
      await owner.post(`/api/investigations/topic/${id}/data?pageSize=60`, { includeSingleAuthoredDocuments: true })
    ).json();
  const configure = async (changes: object) => {
    const response = await owner.post(`/api/investigations/${id}/configuration`, changes);
    expect(response.statusCode, response.body).toBe(204);
  };

  it('drops the top lists of disabled filters, and brings them back when enabled again', async () => {
    expect((await data()).tops.map((top) => top.name)).toContain('predefined.Journals');
    const { topsStatuses } = (await owner.get(`/api/investigations/${id}/configuration`)).json();
    const toggle = (enabled: boolean) =>
      topsStatuses.map((s: { id: string }) => (s.id === 'predefined.Journals' ? { ...s, enabled } : s));
    await configure({ topsStatuses: toggle(false) });
    expect((await data()).tops.map((top) => top.name)).not.toContain('predefined.Journals');
    await configure({ topsStatuses: toggle(true) });
    expect((await data()).tops.map((top) => top.name)).toContain('predefined.Journals');
  });

  it('makes each dictionary a top list of the words its documents contain, counted like the others', async () => {
    await data();
    await configure({ dictionaries: [{ id: null, name: 'Waters', words: ['river', 'water', 'ocean'] }] });
    let lexeme: InvestigationData['tops'][number] | undefined;
    for (let attempt = 0; attempt < 50 && !lexeme; attempt++) {
      lexeme = (await data()).tops.find((top) => top.name === 'lexeme.Waters');
      if (!lexeme) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(lexeme?.title).toBe('Waters');
    const all = await data();
    const texts = all.documents.map((doc) => `${doc.title} ${doc.abstract} ${doc.keywords.join(' ')}`.toLowerCase());
    for (const entry of lexeme!.entries) {
      expect(entry.totalCount, entry.value).toBe(
        texts.filter((text) => new RegExp(`\\b${entry.value}\\b`).test(text)).length,
      );
    }
    expect(lexeme!.entries.map((entry) => entry.value)).not.toContain('ocean');
  });
});
