import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { serverText, storageMessages } from '@quarry/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../test/test-app.js';
import { testEngine } from '../test/test-database.js';
import { S3_ACCESS_KEY, S3_SECRET, type S3Server, startS3Server } from '../test/s3-server.js';
import { signedInClient } from '../test/test-users.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const download = (client: TestClient, key: string) => client.get(`/api/admin/storage?key=${encodeURIComponent(key)}`);

describe(`GET /api/admin/storage, a stored file by its key (${testEngine})`, () => {
  let t: TestApp;
  let dataDir: string;
  let admin: TestClient;
  let omnisol: TestClient;
  let anonymous: TestClient;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-storage-route-'));
    t = await startTestApp({ DATA_DIR: dataDir });
    admin = await signedInClient(t, ['admin']);
    omnisol = await signedInClient(t, ['omnisol']);
    anonymous = t.newClient();
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps files in DATA_DIR/storage by default and serves them to an admin as an attachment', async () => {
    const workbook = Buffer.from('PK\u0003\u0004 a cluster report workbook');
    await t.storage.put('reports/cluster/Ada_report_1.xlsx', workbook, { contentType: XLSX });
    expect(fs.existsSync(path.join(dataDir, 'storage', 'reports', 'cluster', 'Ada_report_1.xlsx'))).toBe(true);

    const answer = await download(admin, 'reports/cluster/Ada_report_1.xlsx');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe(XLSX);
    expect(answer.headers['content-disposition']).toContain('attachment; filename="Ada_report_1.xlsx"');
    expect(answer.rawPayload.equals(workbook)).toBe(true);
  });

  it('streams a file of several megabytes whole', async () => {
    const large = Buffer.alloc(3 * 1024 * 1024 + 7, 'quarry ');
    await t.storage.put('cvs/large.txt', large);
    const answer = await download(admin, 'cvs/large.txt');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    expect(answer.rawPayload.length).toBe(large.length);
    expect(answer.rawPayload.equals(large)).toBe(true);
    // A browser that accepts gzip gets the stream compressed, with no stale Content-Length.
    const zipped = await admin.request('GET', '/api/admin/storage?key=cvs/large.txt', undefined, {
      'accept-encoding': 'gzip',
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-length']).toBeUndefined();
    expect(gunzipSync(zipped.rawPayload).equals(large)).toBe(true);
  });

  it('answers 404 for a missing key and 400 naming the rule for a bad one', async () => {
    const missing = await download(admin, 'reports/none-such.xlsx');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe(storageMessages.notFound);
    for (const key of ['../data/quarry.lock', '/etc/passwd', 'reports/../../x', 'a b.txt']) {
      const bad = await download(admin, key);
      expect(bad.statusCode, key).toBe(400);
      expect(bad.body, key).toBe(storageMessages.badKey(key));
    }
    const empty = await admin.get('/api/admin/storage?key=');
    expect([empty.statusCode, empty.body]).toEqual([400, storageMessages.missingKey]);
  });

  it('serves no one but admins: 403 for another signed-in user, 401 without a session', async () => {
    await t.storage.put('reports/secret.txt', Buffer.from('admins only'));
    const other = await download(omnisol, 'reports/secret.txt');
    expect([other.statusCode, other.body]).toEqual([403, serverText.forbidden]);
    const nobody = await download(anonymous, 'reports/secret.txt');
    expect([nobody.statusCode, nobody.body]).toEqual([401, serverText.signInRequired]);
    // Who may call is checked first: a stranger's bad key is refused as the stranger, not as a bad key.
    expect((await download(omnisol, '../x')).statusCode).toBe(403);
  });
});

describe(`the app on the S3 bucket of STORAGE_URL (${testEngine})`, () => {
  let s3: S3Server;
  let t: TestApp;
  const saved = { ...process.env };

  beforeAll(async () => {
    s3 = await startS3Server(['quarry-reports']);
    // The SDK reads the credentials from the standard variables itself; config.ts reads the endpoint.
    Object.assign(process.env, { AWS_ACCESS_KEY_ID: S3_ACCESS_KEY, AWS_SECRET_ACCESS_KEY: S3_SECRET });
    t = await startTestApp({ STORAGE_URL: 's3://quarry-reports/faculty', AWS_ENDPOINT_URL_S3: s3.endpoint });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
    for (const name of ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY']) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });

  it('keeps files in the bucket, shows their S3 path, and serves them to an admin', async () => {
    await t.storage.put('reports/quality/3.xlsx', Buffer.from('quality workbook'), { contentType: XLSX });
    expect(t.storage.location('reports/quality/3.xlsx')).toBe('s3://quarry-reports/faculty/reports/quality/3.xlsx');
    const admin = await signedInClient(t, ['admin']);
    const answer = await download(admin, 'reports/quality/3.xlsx');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe(XLSX);
    expect(answer.headers['content-disposition']).toContain('filename="3.xlsx"');
    expect(answer.body).toBe('quality workbook');
    expect((await download(admin, 'reports/quality/4.xlsx')).statusCode).toBe(404);
    expect((await download(await signedInClient(t), 'reports/quality/3.xlsx')).statusCode).toBe(403);
  });
});
