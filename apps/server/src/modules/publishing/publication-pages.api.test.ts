import { createHash } from 'node:crypto';
import { pageGenerationText, requiredUserKindText } from '@quarry/contract';
import JSZip from 'jszip';
import { parseHTML } from 'linkedom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPublication } from '../../test/publication-fixture.js';
import { startTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngine } from '../../test/test-database.js';
import { signedInClient } from '../../test/test-users.js';

const SCRIPT_TITLE = 'Soil <script>alert("pwned")</script> carbon';
const IMG_TITLE = '<img src=x onerror="alert(1)"> River models';
const IMG_ABSTRACT = 'An abstract <img src=x onerror=alert(2)> with markup';

async function unzip(base64: string): Promise<Map<string, string>> {
  const zip = await JSZip.loadAsync(Buffer.from(base64, 'base64'));
  const files = new Map<string, string>();
  for (const file of Object.values(zip.files)) if (!file.dir) files.set(file.name, await file.async('string'));
  return files;
}

const parse = (html: string) => parseHTML(html).document;

describe(`publication pages (${testEngine})`, () => {
  let t: TestApp;
  let faculty: TestClient;
  let id: number;
  let scriptDocument: number;
  const html = (query: string, client = faculty, investigationId = id) =>
    client.get(`/api/investigations/person/${investigationId}/html?${query}`);

  beforeAll(async () => {
    t = await startTestApp();
    faculty = await signedInClient(t, ['faculty_works']);
    const created = await faculty.post('/api/investigations/person/facultyworks', {
      instituteName: 'Weizmann Institute',
      facultyName: 'Earth Sciences',
      researcherNames: 'Ana Ferreira\nJohn Smith\nNoor Haddad',
    });
    expect(created.statusCode, created.body).toBe(200);
    id = created.json().id;
    const db = t.database.db;
    scriptDocument = await insertPublication(db, id, {
      title: SCRIPT_TITLE,
      abstract: IMG_ABSTRACT,
      date: '2021-05-01',
      authors: ['Ana Ferreira', 'Mallory <b onmouseover="x()">Evil</b>'],
      journal: 'Soil Letters',
      doi: '10.1000/soil.1',
    });
    await insertPublication(db, id, {
      title: IMG_TITLE,
      date: '2019-02-01',
      authors: ['John Smith', 'A. Ferreira'],
      url: 'javascript:alert(3)',
    });
    await insertPublication(db, id, { title: 'A web page of the lab', type: 'Web Page', authors: ['Ana Ferreira'] });
    await insertPublication(db, id, {
      title: 'Voted away',
      relevancy: 'Irrelevant',
      labels: ['duplicate'],
      authors: ['John Smith'],
    });
    await insertPublication(db, id, { title: 'Not hers', labels: ['Not Mine'], authors: ['Ana Ferreira'] });
  });
  afterAll(() => t.close());

  it('zips a list page and a page per researcher, every title, abstract and name written as text', async () => {
    const response = await html('theme=standalone');
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({ numOfDuplicates: 0, failedTitle: null });
    expect(answer.fileName).toMatch(/^\d{4}-\d\d-\d\d_\d\d-\d\d-\d\d .+\.zip$/);
    const files = await unzip(answer.base64File);
    expect([...files.keys()].sort()).toEqual([
      'index.html',
      'researchers/ana-ferreira.html',
      'researchers/john-smith.html',
      'researchers/noor-haddad.html',
    ]);
    for (const [path, text] of files) {
      const document = parse(text);
      expect(document.querySelectorAll('script'), path).toHaveLength(0);
      expect(document.querySelectorAll('img'), path).toHaveLength(0);
      expect(document.querySelectorAll('[onerror], [onmouseover]'), path).toHaveLength(0);
      expect(document.querySelectorAll('a[href^="javascript"]'), path).toHaveLength(0);
      expect(document.documentElement.getAttribute('lang')).toBe('en');
      expect(document.querySelector('title')?.textContent?.trim()).not.toBe('');
      expect(document.querySelectorAll('h1')).toHaveLength(1);
      expect(document.querySelectorAll('main')).toHaveLength(1);
    }
    const ana = parse(files.get('researchers/ana-ferreira.html')!);
    const titles = [...ana.querySelectorAll('h3')].map((heading) => heading.textContent);
    expect(titles).toEqual([SCRIPT_TITLE, IMG_TITLE]);
    expect(ana.querySelector('details p')?.textContent).toBe(IMG_ABSTRACT);
    expect(ana.querySelector('.authors')?.textContent).toContain('Mallory <b onmouseover="x()">Evil</b>');
    expect(ana.querySelector('h3 a')?.getAttribute('href')).toBe('https://doi.org/10.1000/soil.1');
    expect([...ana.querySelectorAll('h2')].map((heading) => heading.textContent)).toEqual(['2021', '2019']);
    const john = parse(files.get('researchers/john-smith.html')!);
    expect([...john.querySelectorAll('h3')].map((heading) => heading.textContent)).toEqual([IMG_TITLE]);
    expect(parse(files.get('researchers/noor-haddad.html')!).querySelectorAll('h3')).toHaveLength(0);
    const list = parse(files.get('index.html')!);
    expect([...list.querySelectorAll('nav a')].map((link) => link.getAttribute('href'))).toEqual([
      'researchers/ana-ferreira.html',
      'researchers/john-smith.html',
      'researchers/noor-haddad.html',
    ]);
    expect(list.querySelectorAll('li.publication')).toHaveLength(2);
  });

  it('gives every page a Content-Security-Policy that lets nothing load or run but its own style sheet', async () => {
    const files = await unzip((await html('theme=standalone')).json().base64File);
    for (const text of files.values()) {
      const document = parse(text);
      const policy = document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content');
      expect(policy).toContain("default-src 'none'");
      const css = document.querySelector('style')!.textContent!;
      const hash = createHash('sha256').update(css, 'utf8').digest('base64');
      expect(policy).toContain(`style-src 'sha256-${hash}'`);
      expect(policy).not.toContain('unsafe');
    }
  });

  it('makes embedded pages without the site chrome and teaser pages without abstracts', async () => {
    const embedded = await unzip((await html('theme=embedded')).json().base64File);
    const part = parse(embedded.get('researchers/ana-ferreira.html')!);
    expect(part.querySelector('header')).toBeNull();
    expect(part.querySelector('footer')).toBeNull();
    expect(part.querySelector('main nav a')?.getAttribute('href')).toBe('../index.html');
    const teaser = await unzip((await html('theme=teaser')).json().base64File);
    const short = parse(teaser.get('researchers/ana-ferreira.html')!);
    expect(short.querySelectorAll('details')).toHaveLength(0);
    expect(short.querySelectorAll('h3')).toHaveLength(2);
  });

  it('names the zip as asked', async () => {
    expect((await html('theme=teaser&filename=earth%20pages')).json().fileName).toBe('earth pages.zip');
    const bad = await html('theme=teaser&filename=..%2F..%2Fetc');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(pageGenerationText.badFileName);
  });

  it('halts while a duplicate is unresolved, and goes on once it is', async () => {
    const label = `/api/investigations/person/${id}/documents/${scriptDocument}/label`;
    expect((await faculty.post(label, { labels: ['dup-suspect'] })).statusCode).toBe(200);
    const halted = (await html('theme=standalone')).json();
    // The Irrelevant document labelled 'duplicate' is not on the pages: it does not count.
    expect(halted).toEqual({ base64File: null, fileName: null, numOfDuplicates: 1, failedTitle: null });
    expect((await faculty.request('DELETE', label, { labels: ['dup-suspect'] })).statusCode).toBe(200);
    expect((await html('theme=standalone')).json().base64File).toEqual(expect.any(String));
  });

  it('refuses an unknown theme, a stranger, no session, and an owner who is not a faculty user', async () => {
    const unknown = await html('theme=fancy');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain(pageGenerationText.unknownTheme);
    expect((await html('')).statusCode).toBe(400);
    const stranger = await signedInClient(t, ['faculty_works']);
    expect((await html('theme=standalone', stranger)).statusCode).toBe(404);
    expect((await html('theme=standalone', t.newClient())).statusCode).toBe(401);
    const plain = await signedInClient(t);
    const own = (await plain.post('/api/investigations/person', { personName: 'Ada Lovelace' })).json().id;
    const refused = await html('theme=standalone', plain, own);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toBe(requiredUserKindText.facultyWorks);
  });
});
