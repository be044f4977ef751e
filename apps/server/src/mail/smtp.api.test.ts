import { serverText } from '@quarry/contract';
import { type MailCapture, startMailCapture } from '@quarry/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, uniqueEmail } from '../test/test-app.js';
import { testEngine } from '../test/test-database.js';

describe(`mail by SMTP (${testEngine})`, () => {
  let smtp: MailCapture;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startMailCapture();
    t = await startTestApp({ SMTP_URL: smtp.url, DIRECT_SIGN_UP: 'false', MAIL_FROM: 'Quarry <robot@quarry.test>' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('sends the activation mail through the SMTP server, and its link completes the sign-up', async () => {
    const email = uniqueEmail('smtp');
    const response = await t
      .newClient()
      .post('/api/users/sign-up', { email, password: 'correct horse', nickname: 'Ivy' });
    expect(response.json()).toEqual({ status: 'sent' });
    const link = await smtp.waitForLink(email, '/register');
    expect(smtp.mails.find((m) => m.to.includes(email))?.from).toBe('robot@quarry.test');
    const token = link.searchParams.get('token');
    const created = await t.newClient().post('/api/users/create-sign-in', { token });
    expect(created.json()).toMatchObject({ email, nickname: 'Ivy' });
    const { rows } = await t.database.db.query('SELECT count(*) AS n FROM mail_outbox');
    expect(rows[0]!.n).toBe(0);
  });

  it('sends the reset mail through the SMTP server', async () => {
    const email = uniqueEmail('smtp-reset');
    await t.newClient().post('/api/users/sign-up', { email, password: 'correct horse', nickname: 'Jo' });
    const token = (await smtp.waitForLink(email, '/register')).searchParams.get('token');
    expect((await t.newClient().post('/api/users/create-sign-in', { token })).statusCode).toBe(200);
    await t.newClient().post('/api/users/reset', { email });
    const reset = await smtp.waitForLink(email, '/reset');
    expect(reset.origin).toBe(t.config.publicUrl);
  });
});

describe(`mail failures (${testEngine})`, () => {
  it('answers 400 "Email error" when the SMTP server refuses the activation mail, and keeps no token', async () => {
    const smtp = await startMailCapture({ refuse: true });
    const t = await startTestApp({ SMTP_URL: smtp.url, DIRECT_SIGN_UP: 'false' });
    try {
      const email = uniqueEmail('refused');
      const response = await t
        .newClient()
        .post('/api/users/sign-up', { email, password: 'correct horse', nickname: 'Kit' });
      expect([response.statusCode, response.body]).toEqual([400, serverText.emailError]);
      const { rows } = await t.database.db.query('SELECT 1 FROM user_tokens WHERE email = $1', [email]);
      expect(rows).toHaveLength(0);
    } finally {
      await t.close();
      await smtp.stop();
    }
  });
});
