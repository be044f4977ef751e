import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type RecordedRequest, type SourceServer, startSourceServer } from '@quarry/testkit';
import { fixturesDir } from './sources.js';
import { startTestApp, type TestApp, type TestClient } from './test-app.js';
import type { UserFlag } from '../modules/users/users.repository.js';
import { signedInClient } from './test-users.js';

export interface FerreiraHarvest {
  t: TestApp;
  source: SourceServer;
  owner: TestClient;
  /** The Person investigation "Ana Ferreira", harvested (its jobs done). */
  id: number;
  close(): Promise<void>;
}

/**
 * A Person investigation of Ana Ferreira harvested from a local OpenAlex that answers her author search
 * (authors-ferreira.json) and, for works, whatever `works(request)` gives at the time of the call (a later harvest
 * may bring other works). Jobs run in the app; `settings` adds to the app's; the owner's account has `ownerFlags`.
 */
export async function startFerreiraHarvest(
  works: (request: RecordedRequest) => object,
  settings: Record<string, string> = {},
  ownerFlags: UserFlag[] = [],
): Promise<FerreiraHarvest> {
  const source = await startSourceServer({
    fixturesDir,
    routes: [
      { path: '/authors', file: 'openalex/authors-ferreira.json' },
      { path: '/works', handle: (request) => ({ body: works(request) }) },
    ],
  });
  const t = await startTestApp(
    { OPENALEX_URL: source.url, SOURCE_MIN_INTERVAL_MS: '0', JOB_RETRY_BASE_SECONDS: '0', ...settings },
    { runJobs: true },
  );
  const owner = await signedInClient(t, ownerFlags);
  const id = (
    await owner.post('/api/investigations/person', {
      personName: 'Ana Ferreira',
      includePublications: true,
      includeWebPages: false,
    })
  ).json().id;
  await t.jobs.idle();
  return {
    t,
    source,
    owner,
    id,
    async close() {
      await t.close();
      await source.close();
    },
  };
}

interface Authorship {
  author: { display_name: string; orcid: string | null };
  institutions: unknown[];
  raw_affiliation_strings: string[];
}

/**
 * The three Ana Ferreira works of works-ferreira-variants.json, without their ORCIDs and with Ana M. Ferreira's
 * institute left out: the harvest's placement keeps her apart from Ana Ferreira (no shared co-author or institute),
 * the engine joins them (one first name, a small block, nothing against it), and keeps A. Ferreira of Porto apart.
 */
export function worksLessToTellThemApart(): object {
  const works = JSON.parse(
    readFileSync(path.join(fixturesDir, 'openalex', 'works-ferreira-variants.json'), 'utf8'),
  ) as { results: Array<{ authorships: Authorship[] }> };
  for (const authorship of works.results.flatMap((work) => work.authorships)) {
    authorship.author.orcid = null;
    if (authorship.author.display_name !== 'Ana M. Ferreira') continue;
    authorship.institutions = [];
    authorship.raw_affiliation_strings = [];
  }
  return works;
}
