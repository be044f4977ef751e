import pg from 'pg';

/** A row-returning query runner: the pool itself or one transaction's client. */
export interface Queryable {
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(text: string, params?: unknown[]): Promise<pg.QueryResult<R>>;
}

/** The one database handle every repository receives. Same `pg` driver on the embedded engine and on a server. */
export interface Database extends Queryable {
  readonly kind: 'embedded' | 'postgres';
  /** Runs `work` in one transaction on one connection; rolls back if it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * LISTENs on a channel on a connection of its own (PostgreSQL only: the embedded engine serves one process, so
   * there is nobody else to hear from); answers a function that stops listening.
   */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

// int8 (count(*), bigserial) as JS numbers: our ids and counts stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export function databaseFromPool(pool: pg.Pool, kind: Database['kind'], onClose: () => Promise<void>): Database {
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next query.
  });
  return {
    kind,
    query: (text, params) => pool.query(text, params as unknown[]),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(client);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
      await onClose();
    },
  };
}

export async function connectPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  await pool.query('SELECT 1');
  return { ...databaseFromPool(pool, 'postgres', async () => undefined), listen: (channel, onPayload) => listenOn(url, channel, onPayload) };
}

async function listenOn(url: string, channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {
    // The connection dropped: notifications stop until the next start (the indexes then rebuild on demand).
  });
  client.on('notification', (message) => {
    if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
  });
  await client.connect();
  await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  return () => client.end();
}
