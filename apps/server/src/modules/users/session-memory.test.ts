import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../http/session-user.js';
import { createSessionMemory } from './session-memory.js';

const user = (id: number): SessionUser => ({
  id,
  nickname: `u${id}`,
  email: `u${id}@example.org`,
  admin: false,
  omnisol: false,
  facultyWorks: false,
  omnipotent: false,
  suspended: false,
});
const inADay = () => new Date(Date.now() + 86_400_000);

describe('the memory of sessions', () => {
  it('reads a session once within its memory time, then again', async () => {
    let clock = 0;
    const memory = createSessionMemory(5_000, () => clock);
    let reads = 0;
    const load = async () => ({ user: user(1), expiresAt: inADay() });
    const read = () => memory.read('a', async () => (reads++, load()));
    await read();
    clock = 4_999;
    await read();
    expect(reads).toBe(1);
    clock = 5_000;
    await read();
    expect(reads).toBe(2);
  });

  it('does not answer past the session’s own expiry', async () => {
    let clock = 1_000;
    const memory = createSessionMemory(5_000, () => clock);
    await memory.read('a', async () => ({ user: user(1), expiresAt: new Date(2_000) }));
    expect(memory.recall('a')).toBeDefined();
    clock = 2_000;
    expect(memory.recall('a')).toBeUndefined();
  });

  it('forgets a signed-out token and every session of a changed account, not the others', async () => {
    const memory = createSessionMemory();
    for (const [token, id] of [
      ['a', 1],
      ['b', 1],
      ['c', 2],
      ['d', 3],
    ] as const)
      await memory.read(token, async () => ({ user: user(id), expiresAt: inADay() }));
    memory.forgetToken('d');
    memory.forgetUser(1);
    expect(['a', 'b', 'c', 'd'].map((token) => memory.recall(token)?.id)).toEqual([undefined, undefined, 2, undefined]);
  });

  it('does not remember a reading that was under way when an account was forgotten (it may predate the change)', async () => {
    const memory = createSessionMemory();
    let finish!: () => void;
    const reading = memory.read(
      'a',
      () => new Promise((resolve) => (finish = () => resolve({ user: user(1), expiresAt: inADay() }))),
    );
    memory.forgetUser(1);
    finish();
    expect((await reading)?.id).toBe(1);
    expect(memory.recall('a')).toBeUndefined();
  });

  it('remembers nothing of a session that does not exist', async () => {
    const memory = createSessionMemory();
    expect(await memory.read('x', async () => undefined)).toBeUndefined();
    expect(memory.recall('x')).toBeUndefined();
  });
});
