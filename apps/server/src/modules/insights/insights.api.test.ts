import {
  DEFAULT_SECTION,
  imageText,
  insightText,
  LARGE_REPORT,
  type InsightReport,
  type Observation,
  type ObservationSection,
} from '@quarry/contract';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from '../../test/image-host.js';
import { startTopicSources } from '../../test/sources.js';
import { startTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngine } from '../../test/test-database.js';
import { signedInClient } from '../../test/test-users.js';
import { insertRandomDocuments } from '../../test/workspace-fixture.js';

describe(`insights and report sections (doc 3 §7) (${testEngine})`, () => {
  let t: TestApp;
  let owner: TestClient;
  let stranger: TestClient;
  let id: number;
  // A bare number body (a section id) is sent as JSON text.
  const json = { 'content-type': 'application/json' };
  const url = (rest = '') => `/api/investigations/topic/${id}/observation${rest}`;
  const report = async (): Promise<InsightReport> => (await owner.get(url())).json();
  const create = async (type: string, title: string, extra: object = {}): Promise<Observation> => {
    const answer = await owner.post(url(`/${type}`), { title, ...extra });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };
  const newSection = async (name: string, ordinal: number): Promise<ObservationSection[]> => {
    const answer = await owner.post(url('/section'), { id: -1, name, ordinal });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };
  const titlesBySection = async () => {
    const { sections, observations } = await report();
    return sections.map((section): [string, string[]] => [
      section.name,
      observations
        .filter((o) => (o.section ?? 0) === section.id)
        .sort((a, b) => a.ordinal - b.ordinal)
        .map((o) => o.title),
    ]);
  };

  beforeAll(async () => {
    t = await startTestApp();
    owner = await signedInClient(t);
    stranger = await signedInClient(t);
    id = (await owner.post('/api/investigations/topic', { searchString: 'soil carbon' })).json().id;
  }, 60_000);
  afterAll(() => t.close());

  it('starts with the Default Section alone and no insight', async () => {
    expect(await report()).toEqual({ sections: [DEFAULT_SECTION], observations: [] });
  });

  it('creates insights of each type last in the Default Section, answering them with their ids', async () => {
    const first = await create('investigation', '  Peat matters  ', {
      observation: '<p>Bogs <strong>store</strong> carbon.</p>',
    });
    expect(first).toMatchObject({
      title: 'Peat matters',
      type: 'Investigation',
      section: null,
      ordinal: 0,
      imageId: null,
      referencedObject: null,
    });
    expect(Date.parse(first.time)).toBeGreaterThan(Date.now() - 60_000);
    const person = await create('Person', 'Ada', { referencedObject: '42', referencedEntity: 'Ada Lovelace' });
    expect(person).toMatchObject({
      type: 'Person',
      ordinal: 1,
      referencedObject: '42',
      referencedEntity: 'Ada Lovelace',
    });
    expect((await create('DOCUMENT', 'A key paper', { referencedObject: '7' })).ordinal).toBe(2);
    const graph = await create('graph', 'Ecology & Carbon', {
      referencedObject: 'entity-graph',
      observationTitle: 'Ecology & Carbon',
    });
    expect(graph).toMatchObject({ type: 'Graph', observationTitle: 'Ecology & Carbon', ordinal: 3 });
    expect((await report()).observations.map((o) => o.title)).toEqual([
      'Peat matters',
      'Ada',
      'A key paper',
      'Ecology & Carbon',
    ]);
  });

  it('edits and deletes an insight (204), and refuses an empty title or another type', async () => {
    const made = await create('investigation', 'Draft');
    const edited = await owner.request('PATCH', url(`/${made.id}`), { title: 'Final', observation: '<h2>Why</h2>' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      id: made.id,
      title: 'Final',
      observation: '<h2>Why</h2>',
      ordinal: made.ordinal,
    });
    expect((await owner.request('PATCH', url(`/${made.id}`), { title: '   ' })).body).toContain(
      insightText.titleRequired,
    );
    expect((await owner.post(url('/timeline'), { title: 'x' })).statusCode).toBe(400);
    expect((await owner.request('DELETE', url(`/${made.id}`))).statusCode).toBe(204);
    expect((await owner.request('DELETE', url(`/${made.id}`))).statusCode).toBe(404);
    expect((await report()).observations.map((o) => o.id)).not.toContain(made.id);
  });

  it('sets an insight image with its crop, shows it to the owner, and clears it', async () => {
    const made = await create('graph', 'A picture');
    const uploaded = await owner.upload(
      url(`/${made.id}/image`),
      { fileName: 'graph.png', imageData: JSON.stringify({ x: 0, y: 0, width: 10, height: 8 }) },
      [{ name: 'file', fileName: 'graph.png', content: PNG }],
    );
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { imageId } = uploaded.json();
    const shown = (await report()).observations.find((o) => o.id === made.id)!;
    expect(shown.imageId).toBe(imageId);
    expect(shown.imageTimestamp).toBeGreaterThan(0);
    const image = await owner.get(`/api/images?imageId=${imageId}`);
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/png']);
    expect((await stranger.get(`/api/images?imageId=${imageId}`)).statusCode).toBe(404);

    const notImage = await owner.upload(url(`/${made.id}/image`), {}, [
      { name: 'file', fileName: 'a.png', content: 'not a picture' },
    ]);
    expect([notImage.statusCode, notImage.body]).toEqual([400, imageText.notImage]);
    expect(
      (
        await owner.upload(url(`/${made.id}/image`), { imageData: '{"x":1}' }, [
          { name: 'file', fileName: 'a.png', content: PNG },
        ])
      ).statusCode,
    ).toBe(400);

    const cleared = await owner.post(url(`/${made.id}/clear-image`));
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ imageId: null, imageTimestamp: null });
  });

  it('keeps no image nothing shows: a replaced, cleared or deleted insight image is gone', async () => {
    const made = await create('graph', 'Pictures come and go');
    const upload = async () =>
      (await owner.upload(url(`/${made.id}/image`), {}, [{ name: 'file', fileName: 'g.png', content: PNG }])).json()
        .imageId as number;
    const status = async (imageId: number) => (await owner.get(`/api/images?imageId=${imageId}`)).statusCode;
    const first = await upload();
    const second = await upload();
    expect([await status(first), await status(second)]).toEqual([404, 200]);
    await owner.post(url(`/${made.id}/clear-image`));
    expect(await status(second)).toBe(404);
    const third = await upload();
    expect((await owner.request('DELETE', url(`/${made.id}`))).statusCode).toBe(204);
    expect(await status(third)).toBe(404);
  });

  it('creates sections at their place, renames, reorders and deletes them; the Default Section stays first and fixed', async () => {
    const before = (await report()).sections.length;
    let sections = await newSection('Findings', 0);
    sections = await newSection('Methods', 0);
    sections = await newSection('Outlook', 99);
    expect(sections.map((s) => [s.name, s.ordinal])).toEqual(
      [
        ['Default Section', -1],
        ['Methods', 0],
        ['Findings', 1],
        ['Outlook', 2],
      ].slice(0, before + 3),
    );
    const [, methods, findings, outlook] = sections as [
      ObservationSection,
      ObservationSection,
      ObservationSection,
      ObservationSection,
    ];

    const renamed = await owner.request('PATCH', url('/section/rename'), {
      id: findings.id,
      name: 'Results',
      ordinal: findings.ordinal,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((renamed.json() as ObservationSection[]).map((s) => s.name)).toEqual([
      'Default Section',
      'Methods',
      'Results',
      'Outlook',
    ]);

    const reordered = await owner.request('PATCH', url('/section/reorder'), {
      sectionIds: [0, outlook.id, findings.id, methods.id],
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect((reordered.json() as ObservationSection[]).map((s) => s.name)).toEqual([
      'Default Section',
      'Outlook',
      'Results',
      'Methods',
    ]);
    expect(
      (await owner.request('PATCH', url('/section/reorder'), { sectionIds: [outlook.id, findings.id] })).body,
    ).toBe(insightText.notTheSections);

    for (const call of [
      owner.request('PATCH', url('/section/rename'), { id: 0, name: 'Mine' }),
      owner.request('DELETE', url('/section'), '0', json),
    ]) {
      const answer = await call;
      expect([answer.statusCode, answer.body]).toEqual([400, insightText.defaultSectionFixed]);
    }
    expect((await owner.request('PATCH', url('/section/rename'), { id: 999_999, name: 'X' })).body).toBe(
      insightText.unknownSection,
    );
    expect((await owner.post(url('/section'), { id: -1, name: '  ', ordinal: 0 })).body).toContain(
      insightText.sectionNameRequired,
    );
    expect((await owner.post(url('/section'), { id: 5, name: 'Five', ordinal: 0 })).statusCode).toBe(400);
  });

  it('moves insights between sections (last there), reorders a section (204), and a deleted section’s insights go after the Default Section’s', async () => {
    const { sections } = await report();
    const outlook = sections.find((s) => s.name === 'Outlook')!;
    const results = sections.find((s) => s.name === 'Results')!;
    const [a, b] = await Promise.all([create('investigation', 'Move me A'), create('investigation', 'Move me B')]);
    const moved = await owner.request('PATCH', url('/move-to-section'), { observation: a!.id, section: outlook.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ id: a!.id, section: outlook.id, ordinal: 0 });
    expect(
      (await owner.request('PATCH', url('/move-to-section'), { observation: b!.id, section: outlook.id })).json(),
    ).toMatchObject({ ordinal: 1 });
    const c = await create('investigation', 'Move me C');
    await owner.request('PATCH', url('/move-to-section'), { observation: c.id, section: results.id });

    const reordered = await owner.request('PATCH', url('/reorder'), {
      section: outlook.id,
      observationIds: [b!.id, a!.id],
    });
    expect(reordered.statusCode, reordered.body).toBe(204);
    expect((await owner.request('PATCH', url('/reorder'), { section: outlook.id, observationIds: [b!.id] })).body).toBe(
      insightText.notTheInsights,
    );
    expect((await owner.request('PATCH', url('/move-to-section'), { observation: a!.id, section: 999_999 })).body).toBe(
      insightText.unknownSection,
    );
    expect((await owner.request('PATCH', url('/move-to-section'), { observation: 999_999, section: 0 })).body).toBe(
      insightText.unknownObservation,
    );

    const defaultBefore = (await titlesBySection()).find(([name]) => name === 'Default Section')![1];
    const afterDelete = await owner.request('DELETE', url('/section/'), String(outlook.id), json);
    expect(afterDelete.statusCode, afterDelete.body).toBe(200);
    expect((afterDelete.json() as ObservationSection[]).map((s) => s.name)).toEqual([
      'Default Section',
      'Results',
      'Methods',
    ]);
    const bySection = new Map(await titlesBySection());
    expect(bySection.get('Default Section')).toEqual([...defaultBefore, 'Move me B', 'Move me A']);
    expect(bySection.get('Results')).toEqual(['Move me C']);

    // Back to the Default Section (0), last there.
    const back = await owner.request('PATCH', url('/move-to-section'), { observation: c.id, section: 0 });
    expect(back.json()).toMatchObject({ section: null, ordinal: defaultBefore.length + 2 });
    // A new insight goes one above the highest of the Default Section.
    expect((await create('investigation', 'Newest')).ordinal).toBe(defaultBefore.length + 3);
  });

  it('exports the report to Word: a title page, the sections with insights in order, each insight’s title, image, rich text and reference', async () => {
    const word = (await owner.post('/api/investigations/topic', { searchString: 'peat bogs' })).json().id as number;
    await insertRandomDocuments(t.database.db, word, 3, 11);
    const documentId = (await owner.post(`/api/investigations/topic/${word}/data`, {})).json()
      .availableDocumentIds[0] as number;
    const at = (rest: string) => `/api/investigations/topic/${word}/observation${rest}`;
    const sections = (
      await owner.post(at('/section'), { id: -1, name: 'Methods', ordinal: 0 })
    ).json() as ObservationSection[];
    const methods = sections[1]!;
    const rich = await owner.post(at('/investigation'), {
      title: 'Rich text',
      observation:
        '<h2>Why bogs</h2><p>Bogs <strong>store</strong> <em>much</em> <u>carbon</u>, see <a href="https://example.org/peat">the survey</a>.</p>' +
        '<ul><li><p>first point</p></li><li><p>second point</p></li></ul><ol><li><p>step one</p></li></ol><blockquote><p>A quote.</p></blockquote>',
    });
    const cited = await owner.post(at('/document'), {
      title: 'A cited paper',
      referencedObject: String(documentId),
      referencedEntity: 'a sentence chosen in it',
    });
    const pictured = (
      await owner.post(at('/graph'), {
        title: 'The graph',
        referencedObject: 'author-graph',
        referencedEntity: 'Ada & Alan',
      })
    ).json() as Observation;
    await owner.upload(at(`/${pictured.id}/image`), {}, [{ name: 'file', fileName: 'g.png', content: PNG }]);
    await owner.request('PATCH', at('/move-to-section'), { observation: pictured.id, section: methods.id });
    expect([rich.statusCode, cited.statusCode]).toEqual([200, 200]);

    const answer = await owner.post(at('/export-to-word'));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(decodeURIComponent(String(answer.headers['content-disposition']))).toMatch(
      /^attachment; .*\d{4}-\d\d-\d\d_\d\d-\d\d-\d\d peat bogs\.docx$/,
    );
    const zip = await JSZip.loadAsync(answer.rawPayload);
    const xml = await zip.file('word/document.xml')!.async('string');
    const text = [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((match) => match[1]).join('|');
    const order = [
      'peat bogs',
      'Insight Report',
      'Default Section',
      'Rich text',
      'Why bogs',
      'first point',
      'step one',
      'A quote.',
      'A cited paper',
      '“a sentence chosen in it”',
      'Source: ',
      'Methods',
      'The graph',
      'From the author graph: Ada &amp; Alan.',
    ];
    const positions = order.map((piece) => text.indexOf(piece));
    expect(
      positions.every((position) => position >= 0),
      JSON.stringify(order.filter((_, k) => positions[k]! < 0)),
    ).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(xml).toContain('<w:b/>');
    expect(xml).toContain('<w:i/>');
    expect(xml).toMatch(/<w:u w:val="single"\/>/);
    expect(xml).toContain('<w:numPr>');
    const rels = await zip.file('word/_rels/document.xml.rels')!.async('string');
    expect(rels).toContain('https://example.org/peat');
    expect(rels).toMatch(/https:\/\/doi\.org\/|http/);
    expect(Object.keys(zip.files).filter((name) => name.startsWith('word/media/'))).toHaveLength(1);

    // An admin may open any investigation; a faculty one still has no Word export (doc 2 §6).
    const faculty = await signedInClient(t, ['admin', 'faculty_works']);
    expect((await faculty.get(at(''))).statusCode).toBe(200);
    const refused = await faculty.post(at('/export-to-word'));
    expect([refused.statusCode, refused.body]).toEqual([
      403,
      'Faculty users export their publications, not the report',
    ]);
  });

  it('copies the report with a duplicated investigation: sections, insights in order, images, and references to the copy’s documents and persons', async () => {
    const source = (await owner.post('/api/investigations/topic', { searchString: 'fen water' })).json().id as number;
    await insertRandomDocuments(t.database.db, source, 3, 5);
    const at = (investigation: number, rest = '') => `/api/investigations/topic/${investigation}/observation${rest}`;
    const documentId = (await owner.post(`/api/investigations/topic/${source}/data`, {})).json()
      .availableDocumentIds[0] as number;
    const personId = Number(
      (
        await t.database.db.query<{ id: string }>('SELECT id FROM persons WHERE investigation_id = $1 LIMIT 1', [
          source,
        ])
      ).rows[0]!.id,
    );
    const findings = (
      (
        await owner.post(at(source, '/section'), { id: -1, name: 'Findings', ordinal: 0 })
      ).json() as ObservationSection[]
    )[1]!;
    await owner.post(at(source, '/investigation'), { title: 'Overall' });
    const cited = (
      await owner.post(at(source, '/document'), { title: 'Cited', referencedObject: String(documentId) })
    ).json() as Observation;
    const person = (
      await owner.post(at(source, '/person'), { title: 'Someone', referencedObject: String(personId) })
    ).json() as Observation;
    await owner.upload(at(source, `/${person.id}/image`), {}, [{ name: 'file', fileName: 'p.png', content: PNG }]);
    await owner.request('PATCH', at(source, '/move-to-section'), { observation: cited.id, section: findings.id });
    const original: InsightReport = (await owner.get(at(source))).json();

    const copyId = (await owner.post(`/api/investigations/${source}/duplicate`)).json().id as number;
    const copy: InsightReport = (await owner.get(at(copyId))).json();
    const shape = (r: InsightReport) =>
      r.sections.map((section) => [
        section.name,
        r.observations
          .filter((o) => (o.section ?? 0) === section.id)
          .sort((a, b) => a.ordinal - b.ordinal)
          .map((o) => o.title),
      ]);
    expect(shape(copy)).toEqual(shape(original));
    expect(shape(copy)).toEqual([
      ['Default Section', ['Overall', 'Someone']],
      ['Findings', ['Cited']],
    ]);
    expect(copy.sections[1]!.id).not.toBe(findings.id);

    const copied = (title: string) => copy.observations.find((o) => o.title === title)!;
    const copyDocuments = (await owner.post(`/api/investigations/topic/${copyId}/data`, {})).json()
      .availableDocumentIds as number[];
    expect(copyDocuments).toContain(Number(copied('Cited').referencedObject));
    const copyPerson = await t.database.db.query('SELECT 1 FROM persons WHERE investigation_id = $1 AND id = $2', [
      copyId,
      Number(copied('Someone').referencedObject),
    ]);
    expect(copyPerson.rows).toHaveLength(1);
    const imageId = copied('Someone').imageId!;
    expect(imageId).not.toBe(original.observations.find((o) => o.title === 'Someone')!.imageId);
    expect((await owner.get(`/api/images?imageId=${imageId}`)).statusCode).toBe(200);
    // The copy's report is its own: deleting there leaves the original whole.
    await owner.request('DELETE', at(copyId, `/${copied('Someone').id}`));
    expect(shape((await owner.get(at(source))).json())).toEqual(shape(original));
  });

  it("answers 404 for another user's investigation and 401 without a session", async () => {
    const { observations } = await report();
    const mine = observations[0]!;
    expect((await stranger.get(url())).statusCode).toBe(404);
    expect((await stranger.post(url('/investigation'), { title: 'x' })).statusCode).toBe(404);
    expect((await stranger.request('PATCH', url(`/${mine.id}`), { title: 'hijack' })).statusCode).toBe(404);
    expect((await stranger.request('DELETE', url(`/${mine.id}`))).statusCode).toBe(404);
    expect((await stranger.post(url('/section'), { id: -1, name: 'x', ordinal: 0 })).statusCode).toBe(404);
    expect((await t.newClient().get(url())).statusCode).toBe(401);
    // Another investigation's insight id is unknown here.
    const other = (await owner.post('/api/investigations/topic', { searchString: 'other' })).json().id;
    expect(
      (await owner.request('PATCH', `/api/investigations/topic/${other}/observation/${mine.id}`, { title: 'moved?' }))
        .statusCode,
    ).toBe(404);
    expect((await report()).observations.find((o) => o.id === mine.id)!.title).toBe(mine.title);
  });
});

describe(`Word export of a large report, as a job (${testEngine})`, () => {
  it('answers 202 with the job, tells how it stands, and serves the file once it is built, to the owner only', async () => {
    const sources = await startTopicSources();
    const t = await startTestApp(sources.settings, { runJobs: true });
    try {
      const owner = await signedInClient(t);
      const stranger = await signedInClient(t);
      const id = (await owner.post('/api/investigations/topic', { searchString: 'soil carbon' })).json().id as number;
      await t.jobs.idle(60_000);
      const at = (rest: string) => `/api/investigations/topic/${id}/observation${rest}`;
      const count = LARGE_REPORT.insights + 1;
      for (let start = 0; start < count; start += 20) {
        const titles = Array.from(
          { length: Math.min(20, count - start) },
          (_, k) => `Insight ${String(start + k).padStart(3, '0')}`,
        );
        await Promise.all(titles.map((title) => owner.post(at('/investigation'), { title })));
      }

      const started = await owner.post(at('/export-to-word'));
      expect(started.statusCode, started.body).toBe(202);
      const { jobId } = started.json() as { jobId: number };
      expect((await stranger.get(at(`/export-to-word/${jobId}`))).statusCode).toBe(404);
      await t.jobs.idle(60_000);
      expect((await owner.get(at(`/export-to-word/${jobId}`))).json()).toEqual({ state: 'done' });

      const file = await owner.get(at(`/export-to-word/${jobId}/file`));
      expect(file.statusCode).toBe(200);
      expect(decodeURIComponent(String(file.headers['content-disposition']))).toMatch(/ soil carbon\.docx$/);
      const xml = await (await JSZip.loadAsync(file.rawPayload)).file('word/document.xml')!.async('string');
      const titles = [...xml.matchAll(/Insight (\d{3})/g)].map((match) => Number(match[1]));
      expect(new Set(titles).size).toBe(count);
      expect((await stranger.get(at(`/export-to-word/${jobId}/file`))).statusCode).toBe(404);
      // Another job's id, or one that is no export, is unknown here.
      expect((await owner.get(at(`/export-to-word/999999`))).statusCode).toBe(404);
      const harvestJob = Number(
        (await t.database.db.query<{ id: string }>(`SELECT id FROM jobs WHERE kind <> 'export-report' LIMIT 1`))
          .rows[0]!.id,
      );
      expect((await owner.get(at(`/export-to-word/${harvestJob}`))).statusCode).toBe(404);
    } finally {
      await t.close();
      await sources.source.close();
    }
  }, 120_000);
});
