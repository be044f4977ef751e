import { authApi, serverText } from '@quarry/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, uniqueEmail } from '../../test/test-app.js';
import { testEngine } from '../../test/test-database.js';
import { createTestUser, signIn, TEST_PASSWORD } from '../../test/test-users.js';
import { purgeExpiredAccountData } from './sessions.repository.js';

describe(`sign-in, sessions and sign-out (${testEngine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ SIGN_IN_MAX_FAILURES_PER_EMAIL: '3', SIGN_IN_MAX_FAILURES_PER_ADDRESS: '5' });
  });
  afterAll(() => t.close());

  it('signs in with the right password and answers the user; the cookie is HttpOnly and SameSite=Lax', async () => {
    const user = await createTestUser(t.database.db, ['omnisol']);
    const client = t.newClient();
    const response = await client.post('/api/auth/sign-in', {
      email: user.email.toUpperCase(),
      password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: user.email, omnisol: true, omnipotent: true, admin: false });
    expect(response.json()).not.toHaveProperty('suspended');
    expect(response.headers['set-cookie']).toMatch(/HttpOnly/);
    expect(response.headers['set-cookie']).toMatch(/SameSite=Lax/);
    const { rows } = await t.database.db.query('SELECT token_hash FROM sessions WHERE user_id = $1', [user.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toBe(client.sessionCookie);
  });

  it('answers 401 for a wrong password and for an unknown e-mail alike', async () => {
    const user = await createTestUser(t.database.db);
    const wrong = await t
      .newClient({ clientAddress: '10.0.0.1' })
      .post('/api/auth/sign-in', { email: user.email, password: 'nope' });
    const unknown = await t
      .newClient({ clientAddress: '10.0.0.1' })
      .post('/api/auth/sign-in', { email: uniqueEmail(), password: 'nope' });
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrong.body).toBe(unknown.body);
  });

  it('answers 401 "suspended" to a suspended user who knows the password, and refuses its old session', async () => {
    const user = await createTestUser(t.database.db);
    const client = t.newClient();
    await signIn(client, user.email);
    await t.database.db.query('UPDATE users SET suspended = true WHERE id = $1', [user.id]);
    const current = await client.get('/api/users/current');
    expect([current.statusCode, current.body]).toEqual([401, serverText.suspended]);
    const again = await t.newClient().post('/api/auth/sign-in', { email: user.email, password: TEST_PASSWORD });
    expect([again.statusCode, again.body]).toEqual([401, serverText.suspended]);
    const wrongPassword = await t
      .newClient({ clientAddress: '10.0.0.9' })
      .post('/api/auth/sign-in', { email: user.email, password: 'x' });
    expect(wrongPassword.body).toBe(serverText.invalidCredentials);
  });

  it('sign-out deletes the server-side session, so the old cookie no longer works', async () => {
    const user = await createTestUser(t.database.db);
    const client = t.newClient();
    await signIn(client, user.email);
    const cookie = client.sessionCookie;
    const out = await client.post('/api/auth/sign-out');
    expect(out.statusCode).toBe(200);
    const { rows } = await t.database.db.query('SELECT 1 FROM sessions WHERE user_id = $1', [user.id]);
    expect(rows).toHaveLength(0);
    const replay = await t.app.inject({
      method: 'GET',
      url: '/api/users/current',
      headers: { cookie: `quarry_session=${cookie}` },
    });
    expect(replay.statusCode).toBe(401);
  });

  it('rate-limits failed sign-ins per e-mail, even for the right password, until the window passes', async () => {
    const user = await createTestUser(t.database.db);
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await t
        .newClient({ clientAddress: `10.1.0.${attempt}` })
        .post('/api/auth/sign-in', { email: user.email, password: 'bad' });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await t
      .newClient({ clientAddress: '10.1.0.99' })
      .post('/api/auth/sign-in', { email: user.email, password: TEST_PASSWORD });
    expect([blocked.statusCode, blocked.body]).toEqual([429, serverText.tooManyAttempts]);
    await t.database.db.query(`UPDATE sign_in_failures SET window_start = now() - interval '1 hour'`);
    await signIn(t.newClient({ clientAddress: '10.1.0.99' }), user.email);
  });

  it('rate-limits failed sign-ins per client address across e-mails', async () => {
    const address = '10.2.0.1';
    for (let attempt = 0; attempt < 5; attempt++) {
      await t
        .newClient({ clientAddress: address })
        .post('/api/auth/sign-in', { email: uniqueEmail(), password: 'bad' });
    }
    const user = await createTestUser(t.database.db);
    const blocked = await t
      .newClient({ clientAddress: address })
      .post('/api/auth/sign-in', { email: user.email, password: TEST_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    await signIn(t.newClient({ clientAddress: '10.2.0.2' }), user.email);
  });

  it('refuses a POST, PATCH or DELETE without a Client-Id header, signed in or not', async () => {
    const user = await createTestUser(t.database.db);
    const client = t.newClient();
    await signIn(client, user.email);
    const headers = { cookie: `quarry_session=${client.sessionCookie}` };
    for (const method of ['POST', 'PATCH', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/auth/sign-out', headers });
      expect([response.statusCode, response.body]).toEqual([403, serverText.missingClientId]);
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(anonymous.statusCode).toBe(403);
    expect((await client.get('/api/users/current')).statusCode).toBe(200);
  });

  it('answers 401 on every non-public endpoint without a session', async () => {
    const guarded = Object.values(authApi).filter((endpoint) => endpoint.access !== 'public');
    expect(guarded.length).toBeGreaterThan(0);
    for (const endpoint of guarded) {
      const response = await t
        .newClient()
        .request(endpoint.method, endpoint.path, endpoint.method === 'GET' ? undefined : {});
      expect(response.statusCode, endpoint.path).toBe(401);
    }
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/users/current',
      headers: { cookie: 'quarry_session=forged' },
    });
    expect(forged.statusCode).toBe(401);
  });
});

describe(`housekeeping (${testEngine})`, () => {
  it('purges expired sessions, old tokens and finished throttle windows, and keeps live ones', async () => {
    const t = await startTestApp();
    try {
      const db = t.database.db;
      const user = await createTestUser(db);
      await db.query(
        `INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ('old', $1, now() - interval '1 minute'), ('live', $1, now() + interval '1 day')`,
        [user.id],
      );
      await db.query(
        `INSERT INTO user_tokens (token_hash, purpose, email, expires_at) VALUES ('t-old', 'reset', $1, now() - interval '8 days'), ('t-live', 'reset', $1, now() + interval '1 hour')`,
        [user.email],
      );
      await db.query(
        `INSERT INTO sign_in_failures VALUES ('k-old', now() - interval '2 days', 3), ('k-live', now(), 1)`,
      );
      await purgeExpiredAccountData(db);
      const left = await db.query(
        `SELECT token_hash AS k FROM sessions UNION ALL SELECT token_hash FROM user_tokens UNION ALL SELECT key FROM sign_in_failures ORDER BY 1`,
      );
      expect(left.rows.map((row) => row.k)).toEqual(['k-live', 'live', 't-live']);
    } finally {
      await t.close();
    }
  });
});
