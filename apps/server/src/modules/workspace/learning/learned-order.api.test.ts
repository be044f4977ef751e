import type { InvestigationData } from '@quarry/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { testEngine } from '../../../test/test-database.js';
import { signedInClient } from '../../../test/test-users.js';
import { openLiveSocket } from '../../../test/live-socket.js';

const SUBJECTS = {
  peat: [
    'Peat bog carbon storage',
    'Carbon loss from drained peat bogs',
    'Peatland rewetting and bog carbon',
    'Bog vegetation and peat carbon',
  ],
  battery: [
    'Graphene battery anodes',
    'Lithium battery graphene electrodes',
    'Battery cathodes from graphene',
    'Graphene coatings for battery cells',
  ],
  coral: [
    'Coral reef bleaching',
    'Reef fish and coral cover',
    'Coral spawning on the reef',
    'Reef restoration with coral larvae',
  ],
};
type Subject = keyof typeof SUBJECTS;

const waitFor = async (done: () => boolean, what: string) => {
  for (let attempt = 0; attempt < 150 && !done(); attempt++) await new Promise((resolve) => setTimeout(resolve, 100));
  if (!done()) throw new Error(`waited in vain for ${what}`);
};

describe(`the refresh signal of the learned order (${testEngine})`, () => {
  let t: TestApp;
  let owner: TestClient;
  let id: number;
  const subjectOf = new Map<number, Subject>();
  const bySubject: Record<Subject, number[]> = { peat: [], battery: [], coral: [] };
  beforeAll(async () => {
    t = await startTestApp();
    owner = await signedInClient(t);
    id = (await owner.post('/api/investigations/topic', { searchString: 'storage' })).json().id;
    // Interleaved: before any vote the list shows the three subjects mixed.
    for (let round = 0; round < 3; round++) {
      for (let k = 0; k < 4; k++) {
        for (const subject of Object.keys(SUBJECTS) as Subject[]) {
          const title = `${SUBJECTS[subject][k]!} ${['', 'revisited', 'again'][round]!}`.trim();
          const { rows } = await t.database.db.query<{ id: number }>(
            `INSERT INTO documents (investigation_id, dedupe_key, type, title, abstract, harvester_type) VALUES ($1, $2, 'Article', $3, $3, 'MICROSOFT') RETURNING id`,
            [id, `k${subject}${round}${k}`, title],
          );
          subjectOf.set(rows[0]!.id, subject);
          bySubject[subject].push(rows[0]!.id);
        }
      }
    }
  });
  afterAll(() => t.close());

  const order = async (sortDocumentsBy = 'relevance'): Promise<number[]> => {
    const spec = { includeSingleAuthoredDocuments: true, sortDocumentsBy };
    const data: InvestigationData = (await owner.post(`/api/investigations/topic/${id}/data?pageSize=5`, spec)).json();
    return data.availableDocumentIds;
  };
  const vote = async (documentId: number, relevancy: string) =>
    expect(
      (await owner.request('PATCH', `/api/investigations/topic/${id}/documents/${documentId}/relevancy`, { relevancy }))
        .statusCode,
    ).toBe(200);

  it('lights after each retrain that changes the first screen the list shows, again after a refresh, and the refreshed order differs', async () => {
    const { socket, states, register } = await openLiveSocket(t, owner);
    /** Loads the list and registers after it, as the web does: the list shown is the new baseline. */
    const refresh = async () => {
      const shown = await order();
      const before = states.length;
      register(id);
      await waitFor(() => states.length > before, 'the state after Register');
      expect(states.at(-1)!.differentEnough).toBe(false);
      return shown;
    };
    const lit = () => states.filter((state) => state.differentEnough);
    const unvotedTop = (shown: number[], voted: number[]) =>
      shown
        .filter((doc) => !voted.includes(doc))
        .slice(0, 8)
        .map((doc) => subjectOf.get(doc));

    const mixed = await refresh();
    const firstVotes = [bySubject.peat[0]!, bySubject.peat[1]!, bySubject.battery[0]!, bySubject.battery[1]!];
    await vote(firstVotes[0]!, 'Relevant');
    await vote(firstVotes[1]!, 'Relevant');
    await vote(firstVotes[2]!, 'Irrelevant');
    await vote(firstVotes[3]!, 'Irrelevant');
    await waitFor(() => lit().length === 1, 'the first signal');
    expect(lit()[0]!.refreshReason).toBe('learnedOrder');
    const peatFirst = await refresh();
    expect(peatFirst).not.toEqual(mixed);
    expect(unvotedTop(peatFirst, firstVotes)).toEqual(Array(8).fill('peat'));

    // Second thoughts: the same votes the other way round turn the learned order over, and the list hears it again.
    await vote(firstVotes[0]!, 'Irrelevant');
    await vote(firstVotes[1]!, 'Irrelevant');
    await vote(firstVotes[2]!, 'Relevant');
    await vote(firstVotes[3]!, 'Relevant');
    await waitFor(() => lit().length === 2, 'the second signal');
    expect(lit()[1]!.refreshReason).toBe('learnedOrder');
    const batteryFirst = await refresh();
    expect(unvotedTop(batteryFirst, firstVotes)).toEqual(Array(8).fill('battery'));
    socket.terminate();
  });

  it('does not light for a retrain that leaves the first screen as the list shows it', async () => {
    const { socket, states, register } = await openLiveSocket(t, owner);
    await order();
    register(id);
    await waitFor(() => states.length > 0, 'the state after Register');
    // One more battery document Relevant: battery stays first, so the screen the list shows keeps its documents.
    await vote(bySubject.battery[2]!, 'Relevant');
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    expect(states.filter((state) => state.differentEnough)).toEqual([]);
    socket.terminate();
  });

  it('does not light a list sorted by date, whose order no training changes', async () => {
    const { socket, states, register } = await openLiveSocket(t, owner);
    await order('publishDateDesc');
    register(id);
    await waitFor(() => states.length > 0, 'the state after Register');
    // Peat back to Relevant, batteries Irrelevant: the learned order turns over, the date order does not move.
    for (const documentId of bySubject.peat.slice(0, 2)) await vote(documentId, 'Relevant');
    for (const documentId of bySubject.battery.slice(0, 3)) await vote(documentId, 'Irrelevant');
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect(states.filter((state) => state.differentEnough)).toEqual([]);
    socket.terminate();
  });

  it('lights at once on a Register that comes after a training which changed the list served before it', async () => {
    const listen = async () => {
      const live = await openLiveSocket(t, owner);
      live.register(id);
      await waitFor(() => live.states.length > 0, 'the state after Register');
      return live;
    };
    await order();
    const early = await listen();
    expect(early.states.at(-1)!.differentEnough).toBe(false);
    // Coral becomes the relevant subject: the training turns the served list over while no new list is loaded.
    for (const documentId of bySubject.coral.slice(0, 2)) await vote(documentId, 'Relevant');
    for (const documentId of bySubject.peat.slice(0, 2)) await vote(documentId, 'Irrelevant');
    await waitFor(() => early.states.some((state) => state.differentEnough), 'the signal to the list served before');
    // The page that loaded the same list registers only now (a slow page): its baseline is the list it was served.
    const late = await listen();
    expect(late.states.at(-1)).toMatchObject({ differentEnough: true, refreshReason: 'learnedOrder' });
    early.socket.terminate();
    late.socket.terminate();
  });
});
