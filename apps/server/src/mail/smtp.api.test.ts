import type { AddressInfo } from 'node:net';
import { serverText } from '@quarry/contract';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, uniqueEmail } from '../test/test-app.js';
import { testEngine } from '../test/test-database.js';

interface CapturedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps every message it is given, or refuses every recipient. */
async function startSmtpServer(options: { refuse?: boolean } = {}) {
  const mails: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.refuse) return callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Undoes quoted-printable soft line breaks so a long link reads in one piece. */
const unfold = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

describe(`mail by SMTP (${testEngine})`, () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp({ SMTP_URL: smtp.url, DIRECT_SIGN_UP: 'false', MAIL_FROM: 'Quarry <robot@quarry.test>' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends the activation mail through the SMTP server, and its link completes the sign-up', async () => {
    const email = uniqueEmail('smtp');
    const response = await t.newClient().post('/api/users/sign-up', { email, password: 'correct horse', nickname: 'Ivy' });
    expect(response.json()).toEqual({ status: 'sent' });
    const mail = smtp.mails.find((m) => m.to.includes(email));
    expect(mail?.from).toBe('robot@quarry.test');
    const token = /\/register\?token=([\w-]+)/.exec(unfold(mail!.raw))?.[1];
    expect(token).toBeTruthy();
    const created = await t.newClient().post('/api/users/create-sign-in', { token });
    expect(created.json()).toMatchObject({ email, nickname: 'Ivy' });
    const { rows } = await t.database.db.query('SELECT count(*) AS n FROM mail_outbox');
    expect(rows[0]!.n).toBe(0);
  });

  it('sends the reset mail through the SMTP server', async () => {
    const email = uniqueEmail('smtp-reset');
    await t.newClient().post('/api/users/sign-up', { email, password: 'correct horse', nickname: 'Jo' });
    const activation = smtp.mails.find((m) => m.to.includes(email))!;
    const token = /\/register\?token=([\w-]+)/.exec(unfold(activation.raw))?.[1];
    expect((await t.newClient().post('/api/users/create-sign-in', { token })).statusCode).toBe(200);
    await t.newClient().post('/api/users/reset', { email });
    await expect.poll(() => smtp.mails.filter((m) => m.to.includes(email) && /\/reset\?token=/.test(unfold(m.raw))).length).toBe(1);
  });
});

describe(`mail failures (${testEngine})`, () => {
  it('answers 400 "Email error" when the SMTP server refuses the activation mail, and keeps no token', async () => {
    const smtp = await startSmtpServer({ refuse: true });
    const t = await startTestApp({ SMTP_URL: smtp.url, DIRECT_SIGN_UP: 'false' });
    try {
      const email = uniqueEmail('refused');
      const response = await t.newClient().post('/api/users/sign-up', { email, password: 'correct horse', nickname: 'Kit' });
      expect([response.statusCode, response.body]).toEqual([400, serverText.emailError]);
      const { rows } = await t.database.db.query('SELECT 1 FROM user_tokens WHERE email = $1', [email]);
      expect(rows).toHaveLength(0);
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});
