import { readFileSync } from 'node:fs';

/** The version of the root package.json, found from src/ or dist/ alike. */
export const quarryVersion: string = (
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;
