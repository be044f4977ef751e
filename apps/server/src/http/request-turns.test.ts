import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { TURN_LEASE_MS, TurnQueue, registerRequestTurns } from './request-turns.js';

const nextLoopTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('TurnQueue', () => {
  it('lets `limit` hold a turn and the others wait, first come first served', async () => {
    const turns = new TurnQueue(2);
    const first = await turns.take();
    await turns.take();
    const started: string[] = [];
    void turns.take().then(() => started.push('third'));
    void turns.take().then(() => started.push('fourth'));
    await nextLoopTurn();
    expect(turns.state).toEqual({ holders: 2, waiting: 2 });
    expect(started).toEqual([]);

    first();
    await nextLoopTurn();
    await nextLoopTurn();
    expect(started).toEqual(['third']);
    expect(turns.state).toEqual({ holders: 2, waiting: 1 });
  });

  it('passes a freed turn on in a later turn of the event loop, not at once', async () => {
    const turns = new TurnQueue(1);
    const giveBack = await turns.take();
    let started = false;
    void turns.take().then(() => (started = true));
    giveBack();
    await Promise.resolve();
    expect(started).toBe(false);
    await nextLoopTurn();
    await nextLoopTurn();
    expect(started).toBe(true);
  });

  it('counts a turn given back twice once', async () => {
    const turns = new TurnQueue(1);
    const giveBack = await turns.take();
    giveBack();
    giveBack();
    expect(turns.state).toEqual({ holders: 0, waiting: 0 });
    await turns.take();
    expect(turns.state).toEqual({ holders: 1, waiting: 0 });
  });
});

/** An app of one turn: /api/slow waits until the test lets it go; the health check answers at once. */
async function appOfOneTurn() {
  const app = Fastify();
  registerRequestTurns(app, 1);
  const started: number[] = [];
  const releases: Array<() => void> = [];
  let calls = 0;
  app.get('/api/slow', async () => {
    const call = ++calls;
    started.push(call);
    await new Promise<void>((resolve) => releases.push(resolve));
    return { call };
  });
  app.get('/maintenance/healthcheck', async () => ({ status: 'ok' }));
  await app.ready();
  return { app, started, releases };
}

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('registerRequestTurns', () => {
  it("makes a second request wait for the first one's answer, and never the health check", async () => {
    const { app, started, releases } = await appOfOneTurn();
    const first = app.inject({ method: 'GET', url: '/api/slow' });
    await until(() => started.length === 1);
    const second = app.inject({ method: 'GET', url: '/api/slow' });
    const health = await app.inject({ method: 'GET', url: '/maintenance/healthcheck' });
    expect(health.json()).toEqual({ status: 'ok' });
    expect(started).toEqual([1]);

    releases[0]!();
    expect((await first).json()).toEqual({ call: 1 });
    await until(() => started.length === 2);
    releases[1]!();
    expect((await second).json()).toEqual({ call: 2 });
    await app.close();
  });

  it('takes a turn back from a request that holds it longer than the lease', async () => {
    const { app, started, releases } = await appOfOneTurn();
    const first = app.inject({ method: 'GET', url: '/api/slow' });
    await until(() => started.length === 1);
    const waitedFrom = performance.now();
    const second = app.inject({ method: 'GET', url: '/api/slow' });
    await until(() => started.length === 2);
    expect(performance.now() - waitedFrom).toBeGreaterThanOrEqual(TURN_LEASE_MS - 5);
    for (const release of releases) release();
    expect((await first).statusCode).toBe(200);
    expect((await second).statusCode).toBe(200);
    await app.close();
  });

  it('queues nothing when the limit is 0', async () => {
    const app = Fastify();
    registerRequestTurns(app, 0);
    let running = 0;
    let most = 0;
    app.get('/api/x', async () => {
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, 20));
      running--;
      return {};
    });
    await Promise.all([1, 2, 3].map(() => app.inject({ method: 'GET', url: '/api/x' })));
    expect(most).toBe(3);
    await app.close();
  });
});
