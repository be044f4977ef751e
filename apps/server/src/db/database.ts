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
  return databaseFromPool(pool, 'postgres', async () => undefined);
}
