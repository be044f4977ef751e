// Types of table-owners.mjs, for the TypeScript that imports it (its unit test).

export const TABLE_OWNERS: Record<string, string>;
export interface AllowedWrite {
  table: string;
  writer: string;
  why: string;
}
export const WRITES_NOT_YET_MOVED: AllowedWrite[];
export function writesIn(text: string): Array<{ table: string; statement: string; line: number }>;
export function tablesCreatedIn(sql: string): string[];
export function tableOwnershipProblems(
  files: Array<{ file: string; folder: string; text: string }>,
  options?: { owners?: Record<string, string>; notYetMoved?: AllowedWrite[]; migrationTables?: string[] },
): string[];
