import type { SourceServer } from '@quarry/testkit';
import type { InvestigationData, WorkspaceDocument } from '@quarry/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTopicSources } from '../../../test/sources.js';
import { startTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { testEngine } from '../../../test/test-database.js';
import { signedInClient } from '../../../test/test-users.js';

/**
 * A document's date reaches the workspace as stored, with the precision the harvest derived (doc 2 §3): a work
 * OpenAlex dates 2019-01-01 is known by its year only. And the day does not move with the server's time zone (the
 * database's DATE once became a JS Date at local midnight, a day early east of UTC).
 */
describe(`document dates in the workspace (${testEngine})`, () => {
  let t: TestApp;
  let source: SourceServer;
  let client: TestClient;
  let id: number;
  const zone = process.env.TZ;
  beforeAll(async () => {
    const sources = await startTopicSources();
    source = sources.source;
    t = await startTestApp(sources.settings, { runJobs: true });
    client = await signedInClient(t);
    id = (await client.post('/api/investigations/topic', { searchString: 'soil carbon' })).json().id;
    await t.jobs.idle();
  });
  afterAll(async () => {
    process.env.TZ = zone;
    await t.close();
    await source.close();
  });

  const datesByTitle = async () => {
    const data: InvestigationData = (await client.post(`/api/investigations/topic/${id}/data?pageSize=50`, {})).json();
    const next: WorkspaceDocument[] = (
      await client.post(`/api/investigations/topic/${id}/next-documents`, { documentIds: data.availableDocumentIds })
    ).json();
    expect(next.map((doc) => [doc.id, doc.date])).toEqual(data.documents.map((doc) => [doc.id, doc.date]));
    return Object.fromEntries(data.documents.map((doc) => [doc.title, [doc.date, doc.datePrecision]]));
  };

  it.each(['UTC', 'Pacific/Kiritimati', 'Europe/Berlin', 'America/Los_Angeles'])(
    'sends each date at its precision with TZ=%s',
    async (timeZone) => {
      process.env.TZ = timeZone;
      const dates = await datesByTitle();
      expect(dates['Soil carbon sequestration under cover crops in Mediterranean vineyards']).toEqual([
        '2021-03-15',
        'DayMonthYear',
      ]);
      expect(dates['Rural land markets: a handbook']).toEqual(['2019-01-01', 'Year']);
    },
  );
});
