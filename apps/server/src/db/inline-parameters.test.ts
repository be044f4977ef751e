import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { escapeLiteral, inlineParameters } from './inline-parameters.js';

describe('parameters written into a statement', () => {
  it('quotes each value as pg would send it, the type left to the server', () => {
    expect(inlineParameters('SELECT $1, $2, $3, $4', [42, 'text', true, null])).toBe(
      `SELECT '42', 'text', 'true', NULL`,
    );
  });

  it('escapes quotes and backslashes so a value never ends its literal', () => {
    expect(inlineParameters('SELECT $1', [`it's`])).toBe(`SELECT 'it''s'`);
    expect(inlineParameters('SELECT $1', [`a\\'; DROP TABLE users; --`])).toBe(
      `SELECT  E'a\\\\''; DROP TABLE users; --'`,
    );
  });

  it("escapes every text exactly as pg's escapeLiteral does", () => {
    const texts = ['', "'", '\\', "''\\\\'", 'plain', `{"a":"it's \\"x\\" \\\\ é"}`, "a'b\\c'd\\", '\u0000 ☃ 𝄞'];
    for (const text of texts) expect(escapeLiteral(text)).toBe(pg.escapeLiteral(text));
  });

  it('writes arrays, objects, dates and bytes in the text form of the extended protocol', () => {
    expect(inlineParameters('SELECT $1::bigint[]', [[1, 2, 3]])).toBe(`SELECT '{"1","2","3"}'::bigint[]`);
    expect(inlineParameters('SELECT $1::text[]', [['a"b', null]])).toBe(`SELECT  E'{"a\\\\"b",NULL}'::text[]`);
    expect(inlineParameters('SELECT $1::jsonb', [{ a: "it's" }])).toBe(`SELECT '{"a":"it''s"}'::jsonb`);
    expect(inlineParameters('SELECT $1::bytea', [Buffer.from('ab')])).toBe(`SELECT '\\x6162'::bytea`);
    expect(inlineParameters('SELECT $1::timestamptz', [new Date(Date.UTC(2020, 0, 2))])).toMatch(
      /^SELECT '2020-01-0[12]T.*'::timestamptz$/,
    );
  });

  it('writes a long text dollar-quoted as it is, unless it holds the tag', () => {
    const long = `it's a \\ "${'x'.repeat(1100)}`;
    expect(inlineParameters('SELECT $1::jsonb', [long])).toBe(`SELECT  $qv$${long}$qv$::jsonb`);
    const holdingTheTag = `${'x'.repeat(1100)} costs $qv`;
    expect(inlineParameters('SELECT $1', [holdingTheTag])).toBe(`SELECT '${holdingTheTag}'`);
  });

  it('tells $1 from $10 and replaces a repeated placeholder each time', () => {
    const params = Array.from({ length: 10 }, (_, i) => i + 1);
    expect(inlineParameters('SELECT $10, $1, $1', params)).toBe(`SELECT '10', '1', '1'`);
  });

  it('refuses a placeholder without its parameter, and leaves a statement without parameters as it is', () => {
    expect(() => inlineParameters('SELECT $2', [1])).toThrow(/\$2/);
    expect(inlineParameters('SELECT 1', [])).toBe('SELECT 1');
  });
});
