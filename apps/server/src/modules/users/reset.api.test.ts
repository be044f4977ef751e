import { serverText } from '@quarry/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestOutboxMail } from '../../mail/outbox.repository.js';
import { tokenFromOutbox } from '../../test/outbox.js';
import { startTestApp, type TestApp, uniqueEmail } from '../../test/test-app.js';
import { testEngine } from '../../test/test-database.js';
import { createTestUser, signIn, TEST_PASSWORD } from '../../test/test-users.js';

describe(`password reset (${testEngine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers the same whether or not the address has an account, and mails only real accounts', async () => {
    const user = await createTestUser(t.database.db);
    const stranger = uniqueEmail('nobody');
    const known = await t.newClient().post('/api/users/reset', { email: user.email });
    const unknown = await t.newClient().post('/api/users/reset', { email: stranger });
    expect([known.statusCode, known.body]).toEqual([unknown.statusCode, unknown.body]);
    expect(known.statusCode).toBe(200);
    await tokenFromOutbox(t.database.db, user.email, '/reset');
    expect(await latestOutboxMail(t.database.db, stranger)).toBeUndefined();
  });

  it('answers "Email error" for a malformed address', async () => {
    const response = await t.newClient().post('/api/users/reset', { email: 'nope' });
    expect([response.statusCode, response.body]).toEqual([400, serverText.emailError]);
  });

  it('validates the token, sets the new password, signs in and ends the other sessions', async () => {
    const user = await createTestUser(t.database.db);
    const elsewhere = t.newClient();
    await signIn(elsewhere, user.email);
    await t.newClient().post('/api/users/reset', { email: user.email });
    const token = await tokenFromOutbox(t.database.db, user.email, '/reset');

    const valid = await t.newClient().post('/api/users/validate-reset', { token });
    expect(valid.json()).toEqual({ email: user.email });

    const client = t.newClient();
    const changed = await client.post('/api/users/change-password-sign-in', { token, password: 'a brand new secret' });
    expect(changed.statusCode).toBe(200);
    expect((await client.get('/api/users/current')).json().email).toBe(user.email);
    expect((await elsewhere.get('/api/users/current')).statusCode).toBe(401);

    const old = await t.newClient().post('/api/auth/sign-in', { email: user.email, password: TEST_PASSWORD });
    expect(old.statusCode).toBe(401);
    await signIn(t.newClient(), user.email, 'a brand new secret');
  });

  it('refuses a reused, an expired, a superseded and an unknown token', async () => {
    const user = await createTestUser(t.database.db);
    await t.newClient().post('/api/users/reset', { email: user.email });
    const token = await tokenFromOutbox(t.database.db, user.email, '/reset');
    expect(
      (await t.newClient().post('/api/users/change-password-sign-in', { token, password: 'first new secret' }))
        .statusCode,
    ).toBe(200);
    const reused = await t
      .newClient()
      .post('/api/users/change-password-sign-in', { token, password: 'second new secret' });
    expect([reused.statusCode, reused.body]).toEqual([400, serverText.invalidRegistrationToken]);
    expect((await t.newClient().post('/api/users/validate-reset', { token })).statusCode).toBe(400);

    await t.newClient().post('/api/users/reset', { email: user.email });
    const older = await tokenFromOutbox(t.database.db, user.email, '/reset');
    await t.database.db.query('DELETE FROM mail_outbox WHERE recipient = $1', [user.email]);
    await t.newClient().post('/api/users/reset', { email: user.email });
    const newer = await tokenFromOutbox(t.database.db, user.email, '/reset');
    expect(newer).not.toBe(older);
    expect((await t.newClient().post('/api/users/validate-reset', { token: older })).statusCode).toBe(400);

    await t.database.db.query(`UPDATE user_tokens SET expires_at = now() - interval '1 second' WHERE email = $1`, [
      user.email,
    ]);
    const expired = await t.newClient().post('/api/users/validate-reset', { token: newer });
    expect([expired.statusCode, expired.body]).toEqual([400, serverText.invalidRegistrationToken]);
    const unknown = await t
      .newClient()
      .post('/api/users/change-password-sign-in', { token: 'made-up', password: 'whatever it is' });
    expect(unknown.statusCode).toBe(400);
  });

  it('rejects a too-short new password without using the token', async () => {
    const user = await createTestUser(t.database.db);
    await t.newClient().post('/api/users/reset', { email: user.email });
    const token = await tokenFromOutbox(t.database.db, user.email, '/reset');
    const short = await t.newClient().post('/api/users/change-password-sign-in', { token, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect((await t.newClient().post('/api/users/validate-reset', { token })).statusCode).toBe(200);
  });
});
