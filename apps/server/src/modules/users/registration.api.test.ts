import { serverText } from '@quarry/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestOutboxMail } from '../../mail/outbox.repository.js';
import { tokenFromOutbox } from '../../test/outbox.js';
import { startTestApp, type TestApp, uniqueEmail } from '../../test/test-app.js';
import { testEngine } from '../../test/test-database.js';

describe(`sign-up by activation mail (${testEngine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ DIRECT_SIGN_UP: 'false', PUBLIC_URL: 'https://quarry.example.org' });
  });
  afterAll(() => t.close());

  const signUp = (email: string, nickname = 'Hal') =>
    t.newClient().post('/api/users/sign-up', { email, password: 'correct horse', nickname });

  it('mails an activation link to /register and creates no account until it is followed', async () => {
    const email = uniqueEmail('act');
    const response = await signUp(email);
    expect(response.json()).toEqual({ status: 'sent' });
    expect(response.cookies).toHaveLength(0);
    const mail = await latestOutboxMail(t.database.db, email);
    expect(mail?.text_body).toContain('https://quarry.example.org/register?token=');
    const { rows } = await t.database.db.query('SELECT 1 FROM users WHERE email = $1', [email]);
    expect(rows).toHaveLength(0);

    const token = await tokenFromOutbox(t.database.db, email, '/register');
    const stored = await t.database.db.query('SELECT token_hash FROM user_tokens WHERE email = $1', [email]);
    expect(stored.rows[0]!.token_hash).not.toContain(token);

    const client = t.newClient();
    const created = await client.post('/api/users/create-sign-in', { token });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ email, nickname: 'Hal' });
    expect((await client.get('/api/users/current')).json().email).toBe(email);
  });

  it('uses a token once only', async () => {
    const email = uniqueEmail('once');
    await signUp(email);
    const token = await tokenFromOutbox(t.database.db, email, '/register');
    expect((await t.newClient().post('/api/users/create-sign-in', { token })).statusCode).toBe(200);
    const reused = await t.newClient().post('/api/users/create-sign-in', { token });
    expect([reused.statusCode, reused.body]).toEqual([400, serverText.invalidRegistrationToken]);
  });

  it('refuses an expired token and an unknown one with "Invalid registration token"', async () => {
    const email = uniqueEmail('late');
    await signUp(email);
    const token = await tokenFromOutbox(t.database.db, email, '/register');
    await t.database.db.query(`UPDATE user_tokens SET expires_at = now() - interval '1 second' WHERE email = $1`, [
      email,
    ]);
    const expired = await t.newClient().post('/api/users/create-sign-in', { token });
    expect([expired.statusCode, expired.body]).toEqual([400, serverText.invalidRegistrationToken]);
    const unknown = await t.newClient().post('/api/users/create-sign-in', { token: 'made-up' });
    expect([unknown.statusCode, unknown.body]).toEqual([400, serverText.invalidRegistrationToken]);
  });

  it('expires activation links 24 hours after they were sent', async () => {
    const email = uniqueEmail('ttl');
    await signUp(email);
    const { rows } = await t.database.db.query(
      `SELECT extract(epoch FROM expires_at - created_at) AS seconds FROM user_tokens WHERE email = $1`,
      [email],
    );
    expect(Number(rows[0]!.seconds)).toBe(24 * 3600);
  });

  it('answers "Duplicate" at sign-up for a taken address, and when two links race for one address', async () => {
    const email = uniqueEmail('race');
    await signUp(email, 'One');
    await signUp(email, 'Two');
    const { rows } = await t.database.db.query('SELECT count(*) AS n FROM user_tokens WHERE email = $1', [email]);
    expect(rows[0]!.n).toBe(2);
    const mails = await t.database.db.query('SELECT text_body FROM mail_outbox WHERE recipient = $1 ORDER BY id', [
      email,
    ]);
    const [older, newer] = mails.rows.map((mail) => decodeURIComponent(/token=(\S+)/.exec(mail.text_body)![1]!));
    expect((await t.newClient().post('/api/users/create-sign-in', { token: newer })).json().nickname).toBe('Two');
    expect((await signUp(email)).body).toBe(serverText.duplicate);
    const late = await t.newClient().post('/api/users/create-sign-in', { token: older });
    expect([late.statusCode, late.body]).toEqual([400, serverText.duplicate]);
  });
});
