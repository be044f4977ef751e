import { fileURLToPath } from 'node:url';
import { type SourceServer, startSourceServer } from '@quarry/testkit';
import { afterAll, beforeAll } from 'vitest';
import { type QuarryTest, useQuarry } from './quarryTest.js';

const fixturesDir = fileURLToPath(new URL('../../apps/server/test-fixtures/', import.meta.url));

/** Ana Ferreira's recorded OpenAlex works: three works with three name variants, or two of them in Soil Letters. */
export type FerreiraWorks = 'works-ferreira-variants.json' | 'works-ferreira-journals.json';

/**
 * Sets up a spec file whose Quarry harvests Ana Ferreira from a local OpenAlex serving her recorded author and
 * `works` (useQuarry's server, browser and per-test page, with sign-up direct).
 */
export function useFerreiraQuarry(works: FerreiraWorks): QuarryTest {
  let source: SourceServer | undefined;
  beforeAll(async () => {
    source = await startSourceServer({
      fixturesDir,
      routes: [
        { path: '/authors', file: 'openalex/authors-ferreira.json' },
        { path: '/works', file: `openalex/${works}` },
      ],
    });
  });
  afterAll(() => source?.close());
  return useQuarry({
    directSignUp: true,
    env: () => ({ OPENALEX_URL: source!.url, SOURCE_MIN_INTERVAL_MS: '0' }),
  });
}
