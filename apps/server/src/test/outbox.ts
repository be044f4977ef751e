import type { Queryable } from '../db/database.js';
import { latestOutboxMail } from '../mail/outbox.repository.js';

/** The token in the last link mailed to `recipient` (waits briefly: reset mail goes out in the background). */
export async function tokenFromOutbox(db: Queryable, recipient: string, path: '/register' | '/reset'): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const mail = await latestOutboxMail(db, recipient);
    const link = mail?.text_body.match(new RegExp(`https?://\\S+${path}\\?token=(\\S+)`));
    if (link?.[1]) return decodeURIComponent(link[1]);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${path} mail for ${recipient}`);
}
