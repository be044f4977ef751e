import type { Database } from '../db/database.js';
import { hashPassword } from '../modules/users/secrets.js';
import { insertUser, setUserFlag, type UserFlag } from '../modules/users/users.repository.js';
import { type TestApp, type TestClient, uniqueEmail } from './test-app.js';

export const TEST_PASSWORD = 'correct horse battery';

/** Puts an account straight into the database (as the CLI would), with the given flags set. */
export async function createTestUser(db: Database, flags: UserFlag[] = [], nickname = 'Tester') {
  const email = uniqueEmail(nickname.toLowerCase());
  const passwordHash = await hashPassword(TEST_PASSWORD);
  const user = await db.transaction((tx) => insertUser(tx, { email, nickname, passwordHash }));
  if (!user) throw new Error('test user not created');
  for (const flag of ['admin', 'omnisol', 'faculty_works', 'suspended'] as const) {
    await setUserFlag(db, email, flag, flags.includes(flag));
  }
  return { email, password: TEST_PASSWORD, id: user.id };
}

export async function signIn(client: TestClient, email: string, password = TEST_PASSWORD) {
  const response = await client.post('/api/auth/sign-in', { email, password });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** A new client of the app, signed in as a new account with the given flags. */
export async function signedInClient(t: TestApp, flags: UserFlag[] = []): Promise<TestClient> {
  const client = t.newClient();
  await signIn(client, (await createTestUser(t.database.db, flags)).email);
  return client;
}
