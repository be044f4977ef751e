import type { Queryable } from '../db/database.js';

/** One PostgreSQL notification to every process listening on the channel. */
export async function notify(db: Queryable, channel: string, payload: string): Promise<void> {
  await db.query('SELECT pg_notify($1, $2)', [channel, payload]);
}
