import fs from 'node:fs';
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
});
