import type { Queryable } from '../../db/database.js';

/** Failures counted for `key` in the current window (a window older than `windowMinutes` counts as empty). */
export async function currentFailures(db: Queryable, key: string, windowMinutes: number): Promise<number> {
  const { rows } = await db.query<{ failures: number }>(
    `SELECT failures FROM sign_in_failures
     WHERE key = $1 AND window_start > now() - make_interval(mins => $2)`,
    [key, windowMinutes],
  );
  return rows[0]?.failures ?? 0;
}

export async function recordFailure(db: Queryable, key: string, windowMinutes: number): Promise<void> {
  await db.query(
    `INSERT INTO sign_in_failures (key, window_start, failures) VALUES ($1, now(), 1)
     ON CONFLICT (key) DO UPDATE SET
       failures = CASE WHEN sign_in_failures.window_start > now() - make_interval(mins => $2)
                       THEN sign_in_failures.failures + 1 ELSE 1 END,
       window_start = CASE WHEN sign_in_failures.window_start > now() - make_interval(mins => $2)
                           THEN sign_in_failures.window_start ELSE now() END`,
    [key, windowMinutes],
  );
}

export async function clearFailures(db: Queryable, key: string): Promise<void> {
  await db.query('DELETE FROM sign_in_failures WHERE key = $1', [key]);
}
