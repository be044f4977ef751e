import pg from 'pg';
import { inlineParameters } from './inline-parameters.js';
import { type Lane, PriorityGate } from './priority-gate.js';

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
  /**
   * The same database for background work (harvest ingest). On the embedded engine, which runs one query at a
   * time, its queries and transactions start only when no interactive one waits (docs/decisions/005); on a
   * PostgreSQL server it is the database itself.
   */
  readonly background: Database;
  close(): Promise<void>;
}

// int8 (count(*), bigserial) as JS numbers: our ids and counts stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** Runs statements with their parameters written in (inline-parameters.ts): one protocol message each. */
function inlining(target: Queryable): Queryable {
  return { query: (text, params) => target.query(inlineParameters(text, params)) };
}

/**
 * The database over a pool. With `gatedTurns` (the embedded engine's connections), every query and transaction
 * takes a turn through a priority gate, interactive before background, at most that many at once. On the
 * embedded engine statements run with their parameters written in (docs/decisions/008).
 */
export function databaseFromPool(
  pool: pg.Pool,
  kind: Database['kind'],
  onClose: () => Promise<void>,
  gatedTurns?: number,
): Database {
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next query.
  });
  const gate = gatedTurns ? new PriorityGate(undefined, undefined, gatedTurns) : undefined;
  // Also the command line's connection to a running server's engine: pglite-socket feeds PGlite the messages of
  // all its connections one by one, so two extended-protocol queries at once could interleave their messages.
  const runner = (target: Queryable): Queryable => (kind === 'embedded' ? inlining(target) : target);
  const queries = runner(pool);
  const turn = <T>(lane: Lane, work: () => Promise<T>) => (gate ? gate.run(lane, work) : work());
  const close = async () => {
    await pool.end();
    await onClose();
  };
  const inLane = (lane: Lane): Omit<Database, 'background'> => ({
    kind,
    query: (text, params) => turn(lane, () => queries.query(text, params)),
    transaction: (work) =>
      turn(lane, async () => {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          const result = await work(runner(client));
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        } finally {
          client.release();
        }
      }),
    close,
  });
  const interactive = inLane('interactive') as Database;
  const background = (gate ? inLane('background') : interactive) as Database;
  Object.assign(interactive, { background });
  if (background !== interactive) Object.assign(background, { background });
  return interactive;
}

export async function connectPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  await pool.query('SELECT 1');
  const db = databaseFromPool(pool, 'postgres', async () => undefined);
  return Object.assign(db, {
    listen: (channel: string, onPayload: (payload: string) => void) => listenOn(url, channel, onPayload),
  });
}

async function listenOn(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
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
