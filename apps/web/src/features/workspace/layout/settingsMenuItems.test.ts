import { describe, expect, it } from 'vitest';
import { settingsMenuItems } from './settingsMenuItems';

const kinds = (user: { facultyWorks: boolean } | null) =>
  settingsMenuItems(user).map((item) =>
    item.kind === 'harvest'
      ? `harvest:${item.harvest}`
      : item.kind === 'generatePages'
        ? `pages:${item.theme}`
        : item.kind,
  );

describe('settingsMenuItems', () => {
  it('gives faculty-works users their harvests, the configuration, the pages, the exports', () => {
    expect(kinds({ facultyWorks: true })).toEqual([
      'harvest:oneTime',
      'harvest:byDois',
      'configuration',
      'pages:standalone',
      'pages:embedded',
      'pages:teaser',
      'exportPublications',
      'exportToExcel',
    ]);
  });

  it('gives other users the configuration and the export', () => {
    expect(kinds({ facultyWorks: false })).toEqual(['configuration', 'exportToExcel']);
    expect(kinds(null)).toEqual(['configuration', 'exportToExcel']);
  });

  it('leaves only the pages and the exports to whoever is not the owner', () => {
    const forVisitor = settingsMenuItems({ facultyWorks: true }).filter((item) => !item.ownerOnly);
    expect(forVisitor.map((item) => item.kind)).toEqual([
      'generatePages',
      'generatePages',
      'generatePages',
      'exportPublications',
      'exportToExcel',
    ]);
  });
});
