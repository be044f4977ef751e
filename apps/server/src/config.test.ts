import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, settingDocs } from './config.js';

const readme = fs.readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');

describe('settings', () => {
  it('are all documented in the README settings table, with their defaults', () => {
    for (const [name, [defaultValue]] of Object.entries(settingDocs)) {
      expect(readme, name).toMatch(
        new RegExp(`\\| \`${name}\` \\| ${defaultValue.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|`),
      );
    }
  });

  it('default to the embedded database on 127.0.0.1:4000 with direct sign-up on', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      publicUrl: 'http://127.0.0.1:4000',
      databaseUrl: undefined,
    });
    expect(config.flags).toMatchObject({
      showSignUp: true,
      directSignUp: true,
      showHebrewTutorials: false,
      documentsPageSize: 50,
    });
  });

  it('turn direct sign-up off by default on a PostgreSQL server', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://localhost/quarry' });
    expect(config.flags.directSignUp).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y', DIRECT_SIGN_UP: 'on' }).flags.directSignUp).toBe(true);
  });

  it('read flags from their variables and refuse bad values by name', () => {
    expect(loadConfig({ SUPPORT_COMPANY: 'false', PUBLIC_URL: 'https://q.example.org/' })).toMatchObject({
      flags: { supportCompany: false },
      publicUrl: 'https://q.example.org',
    });
    expect(() => loadConfig({ PORT: 'eighty', SHOW_SIGN_UP: 'perhaps' })).toThrow(/PORT[\s\S]*SHOW_SIGN_UP/);
  });

  it('take the help menu links as http(s) addresses only, and leave them out when empty', () => {
    expect(loadConfig({ USER_GUIDE_URL: 'https://guide.example.org/quarry', HEBREW_TUTORIALS_URL: '' })).toMatchObject({
      flags: { userGuideUrl: 'https://guide.example.org/quarry' },
      helpLinks: { videoTutorialsUrl: '', hebrewTutorialsUrl: '' },
    });
    expect(() => loadConfig({ VIDEO_TUTORIALS_URL: 'javascript:alert(1)' })).toThrow(
      /VIDEO_TUTORIALS_URL: must be an http/,
    );
    expect(() => loadConfig({ USER_GUIDE_URL: 'guide' })).toThrow(/USER_GUIDE_URL/);
  });

  it('keep stored files in DATA_DIR/storage, or in the bucket of a well-formed STORAGE_URL', () => {
    expect(loadConfig({ DATA_DIR: '/srv/quarry' }).storage).toMatchObject({
      folder: path.join('/srv/quarry', 'storage'),
      url: undefined,
    });
    expect(
      loadConfig({ STORAGE_URL: 's3://quarry-files/faculty/reports', AWS_ENDPOINT_URL: 'http://127.0.0.1:9000' })
        .storage,
    ).toMatchObject({ url: 's3://quarry-files/faculty/reports', s3Endpoint: 'http://127.0.0.1:9000' });
    expect(
      loadConfig({ STORAGE_URL: 's3://b1b', AWS_ENDPOINT_URL: 'http://a', AWS_ENDPOINT_URL_S3: 'http://s3' }).storage
        .s3Endpoint,
    ).toBe('http://s3');
    expect(() => loadConfig({ STORAGE_URL: 'https://quarry-files.s3.amazonaws.com' })).toThrow(
      'STORAGE_URL: must be s3://bucket or s3://bucket/prefix',
    );
    expect(() => loadConfig({ STORAGE_URL: 's3://Quarry_Files' })).toThrow(
      /STORAGE_URL: "Quarry_Files" is not an S3 bucket name/,
    );
    expect(() => loadConfig({ STORAGE_URL: 's3://quarry-files/../x' })).toThrow(/STORAGE_URL: the prefix "..\/x"/);
  });
});
