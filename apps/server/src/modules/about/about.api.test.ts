import { aboutSchema } from '@quarry/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { testEngine } from '../../test/test-database.js';

describe(`GET /api/about (${testEngine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      SUPPORT_TENDER: 'false',
      SHOW_TIMELINE: 'off',
      SHOW_DOCUMENT_LABELS: 'false',
      DOCUMENTS_PAGE_SIZE: '25',
      SHOW_HEBREW_TUTORIALS: 'yes',
      HEBREW_TUTORIALS_URL: 'https://tutorials.example.org/he',
    });
  });
  afterAll(() => t.close());

  it('answers every environment flag of the spec, from the settings, to anyone', async () => {
    const response = await t.newClient().get('/api/about');
    expect(response.statusCode).toBe(200);
    const about = aboutSchema.strict().parse(response.json());
    expect(about).toMatchObject({
      supportTender: false,
      showTimeline: false,
      documentsPageSize: 25,
      showHebrewTutorials: true,
      // Read by the documents list: no labels row on the items.
      showDocumentLabels: false,
    });
    expect(about).toMatchObject({
      userGuideUrl: '',
      videoTutorialsUrl: '',
      hebrewTutorialsUrl: 'https://tutorials.example.org/he',
    });
    expect(about.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(about.showSignUp).toBe(true);
  });

  it('serves the OpenAPI description of every call', async () => {
    const response = await t.newClient().get('/api/docs/json');
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/auth/sign-in', '/api/users/current', '/api/about']));
  });

  it('answers 404 as text for an unknown API path', async () => {
    const response = await t.newClient().get('/api/no-such-call');
    expect([response.statusCode, response.body]).toEqual([404, 'Not found']);
  });
});
