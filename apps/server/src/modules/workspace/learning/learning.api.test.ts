import type { InvestigationData } from '@quarry/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { testEngine } from '../../../test/test-database.js';
import { signedInClient } from '../../../test/test-users.js';
import { openLiveSocket } from '../../../test/live-socket.js';

const PEAT = [
  'Peat bog carbon storage',
  'Carbon loss from drained peat bogs',
  'Peatland rewetting and bog carbon',
  'Bog vegetation and peat carbon',
  'Peat bog methane and carbon',
];
const BATTERY = [
  'Graphene battery anodes',
  'Lithium battery graphene electrodes',
  'Battery cathodes from graphene',
  'Graphene coatings for battery cells',
  'Solid battery with graphene',
];

describe(`relevance that learns from votes (${testEngine})`, () => {
  let t: TestApp;
  let owner: TestClient;
  let id: number;
  const docIds = new Map<string, number>();
  beforeAll(async () => {
    t = await startTestApp();
    owner = await signedInClient(t);
    // The search terms say nothing of either subject: only the votes can tell peat from batteries.
    id = (await owner.post('/api/investigations/topic', { searchString: 'storage' })).json().id;
    for (const [i, title] of [
      ...PEAT,
      ...BATTERY,
      ...PEAT.map((p) => `${p} revisited`),
      ...BATTERY.map((b) => `${b} revisited`),
    ].entries()) {
      const { rows } = await t.database.db.query<{ id: number }>(
        `INSERT INTO documents (investigation_id, dedupe_key, type, title, abstract, harvester_type) VALUES ($1, $2, 'Article', $3, $3, 'MICROSOFT') RETURNING id`,
        [id, `k${i}`, title],
      );
      docIds.set(title, rows[0]!.id);
    }
  });
  afterAll(() => t.close());

  const order = async (): Promise<number[]> => {
    const data: InvestigationData = (
      await owner.post(`/api/investigations/topic/${id}/data?pageSize=5`, { includeSingleAuthoredDocuments: true })
    ).json();
    return data.availableDocumentIds;
  };
  const vote = (title: string, relevancy: string) =>
    owner.request('PATCH', `/api/investigations/topic/${id}/documents/${docIds.get(title)}/relevancy`, { relevancy });

  it('ranks the unvoted documents like the ones voted Relevant first, once a model has learnt from both kinds of vote', async () => {
    await order();
    // An open list hears that the ranking changed enough to refresh.
    const { socket, states, register } = await openLiveSocket(t, owner);
    register(id);
    for (const title of PEAT.slice(0, 2)) expect((await vote(title, 'Relevant')).statusCode).toBe(200);
    for (const title of BATTERY.slice(0, 2)) expect((await vote(title, 'Irrelevant')).statusCode).toBe(200);
    const isPeat = (docId: number) => [...docIds].some(([title, value]) => value === docId && /peat|bog/i.test(title));
    const voted = new Set([...PEAT.slice(0, 2), ...BATTERY.slice(0, 2)].map((title) => docIds.get(title)));
    let unvotedTop: number[] = [];
    for (let attempt = 0; attempt < 100; attempt++) {
      unvotedTop = (await order()).filter((docId) => !voted.has(docId)).slice(0, 8);
      if (unvotedTop.every(isPeat)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(unvotedTop.map(isPeat)).toEqual(Array(8).fill(true));
    for (let attempt = 0; attempt < 50 && !states.some((state) => state.differentEnough); attempt++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(states.some((state) => state.differentEnough)).toBe(true);
    socket.terminate();
  });
});
