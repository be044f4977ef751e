import { describe, expect, it } from 'vitest';
import { PriorityGate } from './priority-gate.js';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the priority gate of the embedded connection', () => {
  it('gives the freed connection to a waiting interactive query before background work queued earlier', async () => {
    const gate = new PriorityGate(0);
    const order: string[] = [];
    let finishFirst!: () => void;
    const first = gate.run('background', () =>
      new Promise<void>((resolve) => (finishFirst = resolve)).then(() => void order.push('background 1')),
    );
    const second = gate.run('background', async () => void order.push('background 2'));
    const third = gate.run('background', async () => void order.push('background 3'));
    await tick();
    const interactive = gate.run('interactive', async () => void order.push('interactive'));
    expect(gate.queued).toEqual({ interactive: 1, background: 2 });
    finishFirst();
    await Promise.all([first, second, third, interactive]);
    expect(order).toEqual(['background 1', 'interactive', 'background 2', 'background 3']);
  });

  it('lets background work wait for a quiet moment after interactive queries, so the queries of a request run back to back', async () => {
    const gate = new PriorityGate(30);
    const order: string[] = [];
    await gate.run('interactive', async () => void order.push('session'));
    const background = gate.run('background', async () => void order.push('background'));
    await tick();
    await gate.run('interactive', async () => void order.push('data'));
    await background;
    expect(order).toEqual(['session', 'data', 'background']);
  });

  it('runs one turn at a time and frees the turn when the work fails', async () => {
    const gate = new PriorityGate();
    let running = 0;
    let most = 0;
    const work = async () => {
      most = Math.max(most, ++running);
      await tick();
      running--;
    };
    await Promise.all([gate.run('interactive', work), gate.run('background', work), gate.run('interactive', work)]);
    expect(most).toBe(1);
    await expect(gate.run('interactive', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run('background', async () => 'still usable')).toBe('still usable');
  });

  it('runs up to its capacity of interactive turns at once, and background work alone', async () => {
    const gate = new PriorityGate(0, 1000, 3);
    const running = { interactive: 0, background: 0 };
    const most = { interactive: 0, background: 0, together: 0 };
    const work = (lane: 'interactive' | 'background') => async () => {
      running[lane]++;
      most[lane] = Math.max(most[lane], running[lane]);
      most.together = Math.max(most.together, running.interactive + running.background);
      await tick();
      await tick();
      running[lane]--;
    };
    const turns = [
      ...Array.from({ length: 8 }, () => gate.run('interactive', work('interactive'))),
      gate.run('background', work('background')),
    ];
    turns.push(gate.run('background', work('background')), gate.run('interactive', work('interactive')));
    await Promise.all(turns);
    expect(most).toEqual({ interactive: 3, background: 1, together: 3 });
  });

  it('lets the running interactive turns drain for background work that waited too long, then lets it go first', async () => {
    const gate = new PriorityGate(0, 20, 2);
    const order: string[] = [];
    let release!: () => void;
    const held = gate.run('interactive', () =>
      new Promise<void>((resolve) => (release = resolve)).then(() => void order.push('held')),
    );
    await tick();
    const background = gate.run('background', async () => void order.push('background'));
    await new Promise((resolve) => setTimeout(resolve, 30));
    const later = gate.run('interactive', async () => void order.push('later'));
    release();
    await Promise.all([held, background, later]);
    expect(order).toEqual(['held', 'background', 'later']);
  });

  it('gives background work that waited too long the next turn, even while interactive queries keep coming', async () => {
    const gate = new PriorityGate(0, 40);
    const order: string[] = [];
    let stop = false;
    // A steady stream of requests: each interactive query queues the next one before it ends.
    const request = async (): Promise<void> => {
      while (!stop) {
        await gate.run('interactive', async () => {
          order.push('interactive');
          await new Promise((resolve) => setTimeout(resolve, 5));
        });
      }
    };
    const requests = [request(), request()];
    // Without the bound, background work would run only once the stream ends, after 500 ms.
    const streamEnds = setTimeout(() => (stop = true), 500);
    await tick();
    const startedAt = performance.now();
    await gate.run('background', async () => void order.push('background'));
    const waited = performance.now() - startedAt;
    stop = true;
    clearTimeout(streamEnds);
    await Promise.all(requests);
    expect(order.indexOf('background')).toBeGreaterThan(0);
    expect(waited).toBeGreaterThanOrEqual(35);
    expect(waited).toBeLessThan(400);
  });
});
