import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testEngine } from '../test/test-database.js';
import { inlineParameters } from './inline-parameters.js';

const NASTY = [
  `it's`,
  `back\\slash`,
  `a\\'; SELECT 1; --`,
  `"quoted"`,
  `$1 and $$ and $tag$`,
  'new\nline\ttab',
  'émoji 🌱',
  '',
];

describe(`parameters written into a statement read back exactly (${testEngine})`, () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  }, 60_000);
  afterAll(() => test?.drop());

  const roundTrip = async (sql: string, params: unknown[]) =>
    (await test.db.query(inlineParameters(sql, params))).rows[0];

  it('strings, arrays of strings, numbers, booleans, nulls and JSON', async () => {
    for (const value of NASTY) expect(await roundTrip('SELECT $1::text AS v', [value])).toEqual({ v: value });
    expect(await roundTrip('SELECT $1::text[] AS v', [[...NASTY, null]])).toEqual({ v: [...NASTY, null] });
    expect(
      await roundTrip('SELECT $1::bigint[] AS v, $2::int AS n, $3::boolean AS b, $4::text AS z', [
        [1, 2, 3],
        -7,
        false,
        null,
      ]),
    ).toEqual({ v: ['1', '2', '3'], n: -7, b: false, z: null });
    const json = { title: NASTY[2], list: NASTY };
    expect(await roundTrip('SELECT $1::jsonb AS v', [JSON.stringify(json)])).toEqual({ v: json });
    expect(await roundTrip(`SELECT $1::bytea AS v`, [Buffer.from([0, 1, 254, 255])])).toEqual({
      v: Buffer.from([0, 1, 254, 255]),
    });
  });

  it('long texts, dollar-quoted or escaped, whatever dollar signs they end or hold', async () => {
    const padding = 'é'.repeat(1100);
    const endings = ['', '$', '$q', '$qv', '$qv$', '$$', `'`, '\\', '$1', '$tag$'];
    for (const ending of endings) {
      const value = `${padding}${NASTY.join(' ')}${ending}`;
      expect(await roundTrip('SELECT $1::text AS v, $2::text AS w', [value, `$qv$${value}`])).toEqual({
        v: value,
        w: `$qv$${value}`,
      });
    }
    const batch = Array.from({ length: 30 }, (_, i) => ({ title: `${NASTY[i % NASTY.length]} ${padding}` }));
    expect(await roundTrip('SELECT $1::jsonb AS v', [JSON.stringify(batch)])).toEqual({ v: batch });
  });

  it('lets the server infer a literal’s type from where it stands, as it does a parameter’s', async () => {
    expect(
      await roundTrip('SELECT 2 = ANY($1) AS found, make_interval(secs => $2) AS i FROM (SELECT 1) s LIMIT $3', [
        [1, 2],
        90,
        5,
      ]),
    ).toMatchObject({ found: true });
  });
});
