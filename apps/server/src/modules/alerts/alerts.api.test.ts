import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type MailCapture, type SourceServer, startMailCapture } from '@quarry/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixturesDir, startTopicSources } from '../../test/sources.js';
import { startTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngine } from '../../test/test-database.js';
import { createTestUser, signIn } from '../../test/test-users.js';
import { ALERT_JOB } from './alerts.service.js';

/** OpenAlex's first page of the search, with works added after the first harvest (new ids, titles, DOIs). */
function firstPageWith(extra: Array<{ id: string; title: string }>) {
  const page = JSON.parse(readFileSync(path.join(fixturesDir, 'openalex/works-search-page-1.json'), 'utf8'));
  const template = page.results[0];
  const added = extra.map(({ id, title }) => ({
    ...template,
    id: `https://openalex.org/${id}`,
    doi: `https://doi.org/10.5555/${id}`,
    ids: { openalex: `https://openalex.org/${id}`, doi: `https://doi.org/10.5555/${id}` },
    title,
    display_name: title,
    abstract_inverted_index: Object.fromEntries(title.split(' ').map((word, k) => [word, [k]])),
  }));
  return { ...page, results: [...page.results, ...added] };
}

describe(`alerts (issue 14) (${testEngine})`, () => {
  let sources: { source: SourceServer; settings: Record<string, string> };
  let smtp: MailCapture;
  let t: TestApp;
  let owner: TestClient;
  let newWorks: Array<{ id: string; title: string }> = [];
  let email: string;

  const checks = async () =>
    (
      await t.database.db.query<{ state: string }>('SELECT state FROM jobs WHERE kind = $1 ORDER BY id', [ALERT_JOB])
    ).rows.map((row) => row.state);
  /** Runs the queued alert check now (its time has come) and waits for the jobs to settle. */
  async function runCheck(): Promise<void> {
    await t.database.db.query(`UPDATE jobs SET run_after = now() WHERE kind = $1 AND state = 'queued'`, [ALERT_JOB]);
    await t.jobs.idle(60_000);
  }
  const digests = () => smtp.mails.filter((mail) => mail.to.includes(email) && mail.subject.includes('new relevant'));

  beforeAll(async () => {
    sources = await startTopicSources([
      { path: '/works', query: (q) => q.get('cursor') === '*', handle: () => ({ body: firstPageWith(newWorks) }) },
    ]);
    smtp = await startMailCapture();
    t = await startTestApp({ ...sources.settings, SMTP_URL: smtp.url, ALERTS_INTERVAL_HOURS: '1' }, { runJobs: true });
    owner = t.newClient();
    email = (await createTestUser(t.database.db, [], 'Ada')).email;
    await signIn(owner, email);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await smtp.stop();
    await sources.source.close();
  });

  it('harvests again on schedule and mails one digest of the new relevant documents, never twice; the link turns alerts off', async () => {
    const id = (await owner.post('/api/investigations/topic', { searchString: 'soil carbon' })).json().id as number;
    await t.jobs.idle(60_000);
    const before = (await owner.post(`/api/investigations/topic/${id}/data`, {})).json().documentCounts
      .totalDocumentCount as number;

    const on = await owner.request('PATCH', `/api/investigations/${id}`, { alertsEnabled: true });
    expect([on.statusCode, on.json().alertsEnabled]).toEqual([200, true]);
    expect(await checks()).toEqual(['queued']);
    // Turning them on again schedules nothing more.
    await owner.request('PATCH', `/api/investigations/${id}`, { alertsEnabled: true });
    expect(await checks()).toEqual(['queued']);

    newWorks = [
      { id: 'W4391000001', title: 'Soil carbon gains under agroforestry in the Sahel' },
      { id: 'W4391000002', title: 'Urban noise and sleep quality in adolescents' },
    ];
    await runCheck();
    const documents = (await owner.post(`/api/investigations/topic/${id}/data`, {})).json().documentCounts
      .totalDocumentCount as number;
    expect(documents).toBe(before + 2);
    expect(digests()).toHaveLength(1);
    const digest = digests()[0]!;
    expect(digest.subject).toBe('Quarry: 1 new relevant document in "soil carbon"');
    expect(digest.text).toContain('1. Soil carbon gains under agroforestry in the Sahel');
    expect(digest.text).toContain('https://doi.org/10.5555/w4391000001');
    expect(digest.text).toMatch(/Matched: .*soil/i);
    expect(digest.text).not.toContain('Urban noise');
    // The next check is scheduled, one interval later.
    expect(await checks()).toEqual(['done', 'queued']);

    // A second check with nothing new sends nothing.
    await runCheck();
    expect(digests()).toHaveLength(1);

    const link = new URL(digest.text.match(/https?:\/\/\S+\/api\/alerts\/unsubscribe\?token=\S+/)![0]);
    // RFC 8058: mail clients' own unsubscribe button POSTs to the same link.
    expect(digest.header('List-Unsubscribe')).toBe(`<${link.href}>`);
    expect(digest.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    // Opening the link (as a mail scanner prefetching it would) changes nothing: it shows one button.
    const page = await t.newClient().get(`${link.pathname}${link.search}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Stop the e-mail alerts of &#34;soil carbon&#34;?');
    expect(page.body).toMatch(
      /<form method="post" action="\/api\/alerts\/unsubscribe\?token=[^"]+"><button type="submit"[^>]*>Turn alerts off<\/button>/,
    );
    expect((await owner.get(`/api/investigations/topic/${id}`)).json().alertsEnabled).toBe(true);
    // The one-click POST of a mail client: no session, no Client-Id, a form body.
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `${link.pathname}${link.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(oneClick.body).toContain('Alerts are off for &#34;soil carbon&#34;');
    expect((await owner.get(`/api/investigations/topic/${id}`)).json().alertsEnabled).toBe(false);
    // The queued check finds the alerts off and schedules no other.
    newWorks = [...newWorks, { id: 'W4391000003', title: 'Soil carbon in peatland restoration' }];
    await runCheck();
    expect(digests()).toHaveLength(1);
    expect((await checks()).filter((state) => state === 'queued')).toEqual([]);
    expect((await t.newClient().get('/api/alerts/unsubscribe?token=not-a-token-of-anything')).body).toContain(
      'no longer valid',
    );
    expect((await t.newClient().post('/api/alerts/unsubscribe?token=not-a-token-of-anything')).body).toContain(
      'no longer valid',
    );
  }, 120_000);

  it('gives a copy of an investigation with alerts on its own alert checks', async () => {
    const id = (await owner.post('/api/investigations/topic', { searchString: 'soil carbon' })).json().id as number;
    await t.jobs.idle(60_000);
    await owner.request('PATCH', `/api/investigations/${id}`, { alertsEnabled: true });
    const copy = await owner.post(`/api/investigations/${id}/duplicate`);
    expect(copy.statusCode, copy.body).toBe(200);
    const copyId = copy.json().id as number;
    expect((await owner.get(`/api/investigations/topic/${copyId}`)).json().alertsEnabled).toBe(true);
    const queued = await t.database.db.query<{ investigation_id: string }>(
      `SELECT investigation_id FROM jobs WHERE kind = $1 AND state = 'queued' AND investigation_id IN ($2, $3) ORDER BY investigation_id`,
      [ALERT_JOB, id, copyId],
    );
    expect(queued.rows.map((row) => Number(row.investigation_id))).toEqual([id, copyId]);
  }, 120_000);
});
