import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { startTestApp, type TestApp } from '../test/test-app.js';
import { testEngine } from '../test/test-database.js';

// A built web app as `npm run build` leaves it: index.html, a hashed script with the .br and .gz the build writes
// next to it, a hashed style sheet without them. The script is well over @fastify/compress's 1 KB threshold, so a
// second compression on the way out would show.
const script = `export const routes = [${Array.from({ length: 400 }, (_, i) => `'/route/${i}'`).join(', ')}];\n`;
const scriptPath = '/assets/index-Ab12Cd34.js';
const indexHtml = `<!doctype html><html><head><script type="module" src="${scriptPath}"></script></head><body><div id="root"></div></body></html>`;

function writeDist(dir: string) {
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), indexHtml);
  fs.writeFileSync(path.join(dir, scriptPath), script);
  fs.writeFileSync(
    path.join(dir, `${scriptPath}.br`),
    zlib.brotliCompressSync(script, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  fs.writeFileSync(path.join(dir, `${scriptPath}.gz`), zlib.gzipSync(script, { level: 9 }));
  fs.writeFileSync(path.join(dir, 'assets/index-Ef56Gh78.css'), 'body { margin: 0 }\n');
  // A source map left behind by a build that forgot to move it: still never served.
  fs.writeFileSync(path.join(dir, `${scriptPath}.map`), '{"version":3,"sources":["secret.ts"]}');
}

describe(`the built web app as the server sends it (${testEngine})`, () => {
  let t: TestApp;
  let distDir: string;
  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-web-dist-'));
    writeDist(distDir);
    t = await startTestApp({ WEB_DIST_DIR: distDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends the brotli file when the browser accepts br, with Vary: Accept-Encoding', async () => {
    const response = await get(scriptPath, 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(script);
    // The very bytes the build wrote, not a compression made again for this request.
    expect(response.rawPayload.equals(fs.readFileSync(path.join(distDir, `${scriptPath}.br`)))).toBe(true);
  });

  it('sends the gzip file when the browser accepts only gzip', async () => {
    const response = await get(scriptPath, 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(script);
    expect(response.rawPayload.equals(fs.readFileSync(path.join(distDir, `${scriptPath}.gz`)))).toBe(true);
  });

  it('sends the file itself to a client that accepts no compression', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const response = await get(scriptPath, acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(script);
    }
  });

  it('lets browsers keep hashed assets for a year without asking again', async () => {
    expect((await get(scriptPath, 'br')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get(scriptPath)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/assets/index-Ef56Gh78.css')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('has index.html and every page of the app revalidated, so a new build is picked up at once', async () => {
    for (const url of [
      '/index.html',
      '/',
      '/investigations',
      '/investigations/topic/12',
      '/sign-in?next=%2Finvestigations',
    ]) {
      const response = await get(url);
      expect([url, response.statusCode, response.headers['cache-control']]).toEqual([url, 200, 'no-cache']);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toBe(indexHtml);
    }
  });

  it('answers 404 for a source map, even one left in the folder', async () => {
    for (const url of [`${scriptPath}.map`, '/assets/other-Zz99.js.map', '/main.js.map']) {
      const response = await get(url);
      expect([url, response.statusCode]).toEqual([url, 404]);
      expect(response.body).not.toContain('secret.ts');
    }
  });

  it('answers 404 for an asset that is not there, not the page (a stale chunk name after a new build)', async () => {
    const response = await get('/assets/InvestigationPage-Old123.js', 'br');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<html');
  });

  it('still compresses API answers and answers 404 for unknown API paths', async () => {
    const openApi = await get('/api/docs/json', 'br');
    expect([openApi.statusCode, openApi.headers['content-encoding']]).toEqual([200, 'br']);
    expect(JSON.parse(zlib.brotliDecompressSync(openApi.rawPayload).toString())).toHaveProperty('paths');
    expect((await get('/api/no-such-call')).statusCode).toBe(404);
  });
});

const realDist = loadConfig({}).webDistDir;
const realBuildThere = fs.existsSync(path.join(realDist, '.vite/manifest.json'));

describe.skipIf(!realBuildThere)(
  realBuildThere
    ? `the real web build in ${realDist}`
    : `the real web build (SKIPPED: no build in ${realDist}; run npm run build)`,
  () => {
    const files = () => fs.readdirSync(realDist, { recursive: true, encoding: 'utf8' });

    it('has a .br and a .gz next to every script and style sheet', () => {
      const assets = files().filter((file) => /\.(js|css)$/.test(file));
      expect(assets.length).toBeGreaterThan(0);
      const missing = assets.filter(
        (file) =>
          !fs.existsSync(path.join(realDist, `${file}.br`)) || !fs.existsSync(path.join(realDist, `${file}.gz`)),
      );
      expect(missing).toEqual([]);
    });

    it('holds no source map', () => {
      expect(files().filter((file) => file.endsWith('.map'))).toEqual([]);
    });
  },
);
