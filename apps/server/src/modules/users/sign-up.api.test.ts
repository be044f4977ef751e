import { serverText } from '@quarry/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, uniqueEmail } from '../../test/test-app.js';
import { testEngine } from '../../test/test-database.js';
import { createTestUser, signIn } from '../../test/test-users.js';

describe(`sign-up with direct sign-up on (${testEngine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ DIRECT_SIGN_UP: 'true' });
  });
  afterAll(() => t.close());

  it('creates the account, signs it in, and makes the first account an admin', async () => {
    const client = t.newClient();
    const email = uniqueEmail('first');
    const response = await client.post('/api/users/sign-up', { email, password: 'correct horse', nickname: 'Ada' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'signedIn', user: { email, nickname: 'Ada', admin: true } });
    const cookie = response.cookies.find((c) => c.name === 'quarry_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const current = await client.get('/api/users/current');
    expect(current.json()).toMatchObject({ email, admin: true, omnipotent: false });

    const second = await t
      .newClient()
      .post('/api/users/sign-up', { email: uniqueEmail(), password: 'correct horse', nickname: 'Bo' });
    expect(second.json().user.admin).toBe(false);
  });

  it('trims the fields and stores the password as an argon2id hash, never in clear', async () => {
    const email = uniqueEmail('trim');
    const response = await t
      .newClient()
      .post('/api/users/sign-up', { email: `  ${email} `, password: 'correct horse', nickname: '  Cy ' });
    expect(response.json().user).toMatchObject({ email, nickname: 'Cy' });
    const { rows } = await t.database.db.query('SELECT password_hash FROM users WHERE email = $1', [email]);
    expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('answers 400 "Duplicate" for a taken e-mail, whatever its case', async () => {
    const email = uniqueEmail('dup');
    await t.newClient().post('/api/users/sign-up', { email, password: 'correct horse', nickname: 'Dee' });
    const again = await t
      .newClient()
      .post('/api/users/sign-up', { email: email.toUpperCase(), password: 'other pass', nickname: 'Dee' });
    expect(again.statusCode).toBe(400);
    expect(again.body).toBe(serverText.duplicate);
  });

  it('answers 400 "Invalid user data" for a nickname without 2 alphanumeric characters', async () => {
    for (const nickname of ['a', '!!', '-_-', 'x.']) {
      const response = await t
        .newClient()
        .post('/api/users/sign-up', { email: uniqueEmail(), password: 'correct horse', nickname });
      expect(response.statusCode, nickname).toBe(400);
      expect(response.body).toBe(serverText.invalidUserData);
    }
  });

  it('rejects empty fields with the spec messages and a malformed e-mail with "Email error"', async () => {
    const client = t.newClient();
    const empty = await client.post('/api/users/sign-up', { email: ' ', password: 'correct horse', nickname: 'Ed' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Please enter your email address');
    const noNick = await client.post('/api/users/sign-up', {
      email: uniqueEmail(),
      password: 'correct horse',
      nickname: '',
    });
    expect(noNick.body).toContain('Please enter your nick name');
    const noPassword = await client.post('/api/users/sign-up', { email: uniqueEmail(), password: '', nickname: 'Ed' });
    expect(noPassword.body).toContain('Please enter your password');
    const malformed = await client.post('/api/users/sign-up', {
      email: 'not-an-address',
      password: 'correct horse',
      nickname: 'Ed',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toBe(serverText.emailError);
    const garbage = await client.request('POST', '/api/users/sign-up', 'not json', {
      'content-type': 'application/json',
    });
    expect(garbage.statusCode).toBe(400);
  });

  it('POST /api/users creates and signs in an account while direct sign-up is on', async () => {
    const client = t.newClient();
    const email = uniqueEmail('direct');
    const response = await client.post('/api/users', { email, password: 'correct horse', nickname: 'Fay' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email, nickname: 'Fay' });
    expect((await client.get('/api/users/current')).statusCode).toBe(200);
  });
});

describe(`sign-up closed (${testEngine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ SHOW_SIGN_UP: 'false', DIRECT_SIGN_UP: 'false' });
  });
  afterAll(() => t.close());

  it('refuses sign-up and public account creation; an admin may still create accounts', async () => {
    const signUp = await t
      .newClient()
      .post('/api/users/sign-up', { email: uniqueEmail(), password: 'correct horse', nickname: 'Gus' });
    expect(signUp.statusCode).toBe(403);
    const create = await t
      .newClient()
      .post('/api/users', { email: uniqueEmail(), password: 'correct horse', nickname: 'Gus' });
    expect(create.statusCode).toBe(403);
  });
});

describe(`account creation by an admin (${testEngine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ SHOW_SIGN_UP: 'false', DIRECT_SIGN_UP: 'false' });
  });
  afterAll(() => t.close());

  it('lets an admin create an account without signing in as it; a plain user may not', async () => {
    const admin = await createTestUser(t.database.db, ['admin'], 'Boss');
    const plain = await createTestUser(t.database.db, [], 'Plain');
    const adminClient = t.newClient();
    await signIn(adminClient, admin.email);
    const email = uniqueEmail('made');
    const created = await adminClient.post('/api/users', { email, password: 'correct horse', nickname: 'Made' });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ email, admin: false });
    expect((await adminClient.get('/api/users/current')).json().email).toBe(admin.email);

    const plainClient = t.newClient();
    await signIn(plainClient, plain.email);
    const refused = await plainClient.post('/api/users', {
      email: uniqueEmail(),
      password: 'correct horse',
      nickname: 'No',
    });
    expect(refused.statusCode).toBe(403);
  });
});
