import type { Queryable } from '../db/database.js';

export async function storeInOutbox(db: Queryable, recipient: string, subject: string, text: string): Promise<void> {
  await db.query('INSERT INTO mail_outbox (recipient, subject, text_body) VALUES ($1, $2, $3)', [
    recipient,
    subject,
    text,
  ]);
}

export interface OutboxMail {
  recipient: string;
  subject: string;
  text_body: string;
}

export async function latestOutboxMail(db: Queryable, recipient: string): Promise<OutboxMail | undefined> {
  const { rows } = await db.query<OutboxMail>(
    'SELECT recipient, subject, text_body FROM mail_outbox WHERE lower(recipient) = lower($1) ORDER BY id DESC LIMIT 1',
    [recipient],
  );
  return rows[0];
}
