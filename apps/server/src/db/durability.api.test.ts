import { afterAll, describe, expect, it } from 'vitest';
import { startQuarryServer } from '@quarry/testkit';
import { databaseForServerProcesses, testEngine } from '../test/test-database.js';

const headers = { 'content-type': 'application/json', 'Client-Id': 'durability-test' };
const account = { email: 'survivor@example.org', password: 'correct horse', nickname: 'Survivor' };

describe(`data survives a hard stop (${testEngine})`, () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('signs up, is killed with SIGKILL, starts again on the same data and signs in', async () => {
    const database = await databaseForServerProcesses();
    cleanups.push(database.remove);
    const env = { ...database.env, DIRECT_SIGN_UP: 'true' };

    const first = await startQuarryServer({ env });
    const signUp = await fetch(`${first.url}/api/users/sign-up`, {
      method: 'POST',
      headers,
      body: JSON.stringify(account),
    });
    expect(signUp.status).toBe(200);
    await first.kill();

    const second = await startQuarryServer({ env });
    cleanups.push(() => second.stop());
    const signIn = await fetch(`${second.url}/api/auth/sign-in`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(signIn.status, second.output()).toBe(200);
    expect(await signIn.json()).toMatchObject({ email: account.email, admin: true });
  });
});
