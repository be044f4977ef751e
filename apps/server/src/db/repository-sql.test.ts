import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The rules the embedded engine's inline parameters (inline-parameters.ts) need of every statement, checked over the
 * SQL of the source: `$n` stands only as a placeholder (inlining replaces every `$n` of the text, so one inside a
 * string literal, a quoted name, a comment or a dollar-quoted body would be rewritten), and a statement sent with
 * its parameters uses exactly $1…$n of them (PostgreSQL refuses a parameter that is never used or missing; inlined,
 * the embedded engine would not notice, and the two engines would differ).
 */

interface SqlProblem {
  line: number;
  problem: string;
}

/** The `$n` of a SQL text written outside placeholders: inside a literal, a quoted name, a comment or a $$ body. */
function misplacedPlaceholders(sql: string): string[] {
  const found: string[] = [];
  const inside = (text: string, where: string) => {
    for (const match of text.matchAll(/\$\d+/g)) found.push(`${match[0]} inside ${where}`);
  };
  let at = 0;
  while (at < sql.length) {
    const rest = sql.slice(at);
    const escaped = /^[eE]'/.test(rest) && !/[\w$]/.test(sql[at - 1] ?? ' ');
    if (rest.startsWith("'") || escaped) {
      const start = at + (escaped ? 2 : 1);
      let end = start;
      while (end < sql.length) {
        if (escaped && sql[end] === '\\') end += 2;
        else if (sql[end] === "'" && sql[end + 1] === "'") end += 2;
        else if (sql[end] === "'") break;
        else end += 1;
      }
      inside(sql.slice(start, end), 'a string literal');
      at = end + 1;
    } else if (rest.startsWith('"')) {
      const end = sql.indexOf('"', at + 1);
      inside(sql.slice(at + 1, end < 0 ? sql.length : end), 'a quoted name');
      at = end < 0 ? sql.length : end + 1;
    } else if (rest.startsWith('--')) {
      const end = sql.indexOf('\n', at);
      inside(sql.slice(at, end < 0 ? sql.length : end), 'a comment');
      at = end < 0 ? sql.length : end;
    } else if (rest.startsWith('/*')) {
      const end = sql.indexOf('*/', at + 2);
      inside(sql.slice(at, end < 0 ? sql.length : end), 'a comment');
      at = end < 0 ? sql.length : end + 2;
    } else if (/^\$[A-Za-z_]*\$/.test(rest) && !/[\w]/.test(sql[at - 1] ?? ' ')) {
      const tag = /^\$[A-Za-z_]*\$/.exec(rest)![0];
      const end = sql.indexOf(tag, at + tag.length);
      inside(sql.slice(at + tag.length, end < 0 ? sql.length : end), `a ${tag}-quoted body`);
      at = end < 0 ? sql.length : end + tag.length;
    } else at += 1;
  }
  return found;
}

/** The placeholder numbers of a SQL text, each once, ascending. */
function placeholdersOf(sql: string): number[] {
  return [...new Set([...sql.matchAll(/\$(\d+)/g)].map((match) => Number(match[1])))].sort((a, b) => a - b);
}

/** The text of a string literal or template (its `${…}` parts as a neutral name), or undefined for other nodes. */
function sqlText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((span) => ` _x_ ${span.literal.text}`).join('');
  return undefined;
}

/** A statement whose text the source spells out whole: a literal, or a constant of this file holding one. */
function wholeStatement(node: ts.Expression, constants: Map<string, ts.Expression>): string | undefined {
  if (ts.isIdentifier(node)) {
    const value = constants.get(node.text);
    return value ? wholeStatement(value, constants) : undefined;
  }
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  return undefined;
}

/** The problems of one source file's SQL (every literal that holds a `$n`, and every `.query(` call). */
function sqlProblemsOf(fileName: string, source: string): SqlProblem[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const problems: SqlProblem[] = [];
  const lineOf = (node: ts.Node) => file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
  const constants = new Map<string, ts.Expression>();
  const collect = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer)
      constants.set(node.name.text, node.initializer);
    ts.forEachChild(node, collect);
  };
  collect(file);
  const visit = (node: ts.Node) => {
    const text = sqlText(node);
    if (text !== undefined && /\$\d/.test(text)) {
      for (const problem of misplacedPlaceholders(text)) problems.push({ line: lineOf(node), problem });
    }
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'query' &&
      node.arguments.length > 0
    ) {
      const statement = wholeStatement(node.arguments[0]!, constants);
      const params = node.arguments[1];
      if (statement !== undefined) {
        const used = placeholdersOf(statement);
        const count =
          params === undefined
            ? 0
            : ts.isArrayLiteralExpression(params) && !params.elements.some(ts.isSpreadElement)
              ? params.elements.length
              : undefined;
        const expected = count === undefined ? undefined : Array.from({ length: count }, (_, i) => i + 1);
        const gap = used.length > 0 && used[used.length - 1] !== used.length;
        if (expected !== undefined && used.join() !== expected.join())
          problems.push({
            line: lineOf(node),
            problem: `uses ${used.map((n) => `$${n}`).join(', ') || 'no placeholder'} with ${count} parameter(s)`,
          });
        else if (gap) problems.push({ line: lineOf(node), problem: `skips a placeholder (${used.join(', ')})` });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return problems;
}

const SRC = fileURLToPath(new URL('..', import.meta.url));

/** Every repository of the server, and the db layer's own files: where SQL is written (check-boundaries). */
function sqlFiles(dir = SRC): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sqlFiles(full);
    const relative = path.relative(SRC, full);
    const isSql =
      entry.name.endsWith('.repository.ts') || (relative.startsWith(`db${path.sep}`) && entry.name.endsWith('.ts'));
    return isSql && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe("every repository's SQL keeps the inline-parameter rule", () => {
  it('writes $n only as placeholders, each statement using exactly the parameters it is sent', () => {
    const files = sqlFiles();
    expect(files.length).toBeGreaterThan(30);
    const problems = files.flatMap((file) =>
      sqlProblemsOf(file, fs.readFileSync(file, 'utf8')).map(
        ({ line, problem }) => `${path.relative(SRC, file)}:${line} ${problem}`,
      ),
    );
    expect(problems).toEqual([]);
  });
});

describe('the check itself', () => {
  it("finds a $n inside a string literal, an E'' literal, a quoted name, a comment or a dollar-quoted body", () => {
    expect(misplacedPlaceholders("SELECT $1, 'costs $2' FROM t")).toEqual(['$2 inside a string literal']);
    expect(misplacedPlaceholders("SELECT E'it\\'s $1'")).toEqual(['$1 inside a string literal']);
    expect(misplacedPlaceholders('SELECT "col$1" FROM t')).toEqual(['$1 inside a quoted name']);
    expect(misplacedPlaceholders('SELECT $1 -- then $2\n/* and $3 */')).toEqual([
      '$2 inside a comment',
      '$3 inside a comment',
    ]);
    expect(misplacedPlaceholders('DO $$ BEGIN PERFORM $1; END $$')).toEqual(['$1 inside a $$-quoted body']);
  });

  it("leaves placeholders, doubled quotes and a literal's dollar sign without a digit alone", () => {
    expect(misplacedPlaceholders("SELECT $1::text, 'it''s', '$', $2 WHERE x = 'a$b'")).toEqual([]);
  });

  it('finds a statement sent with a parameter it does not use, or a placeholder without one', () => {
    const source = `
      await db.query('SELECT * FROM t WHERE a = $1', [a, b]);
      await db.query('SELECT * FROM t WHERE a = $1 AND b = $3', [a, b, c]);
      await db.query(\`SELECT * FROM t WHERE a = $2\`, [a]);
      await db.query("SELECT 'x$1'", []);
      await db.query('SELECT * FROM t WHERE a = $1 AND b = $2', [a, b]);
      await db.query(STATEMENT, [a]);
      const STATEMENT = 'SELECT $1, $2';
    `;
    expect(sqlProblemsOf('probe.repository.ts', source)).toEqual([
      { line: 2, problem: 'uses $1 with 2 parameter(s)' },
      { line: 3, problem: 'uses $1, $3 with 3 parameter(s)' },
      { line: 4, problem: 'uses $2 with 1 parameter(s)' },
      { line: 5, problem: 'uses $1 with 0 parameter(s)' },
      { line: 5, problem: '$1 inside a string literal' },
      { line: 7, problem: 'uses $1, $2 with 1 parameter(s)' },
    ]);
  });
});
