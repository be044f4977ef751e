import { describe, expect, it } from 'vitest';
import { settingsMenuItems } from './settingsMenuItems';

const kinds = (user: { facultyWorks: boolean } | null) =>
  settingsMenuItems(user).map((item) =>
    item.kind === 'harvest'
      ? `harvest:${item.harvest}`
      : item.kind === 'facultyFilter'
        ? `filter:${item.filter}`
        : item.kind === 'generatePages'
          ? `pages:${item.theme}`
          : item.kind,
  );

describe('settingsMenuItems', () => {
  it('gives faculty-works users their harvests, the configuration, the seven filters (and the researchers of the last two years), the pages and the exports', () => {
    expect(kinds({ facultyWorks: true })).toEqual([
      'harvest:oneTime',
      'harvest:byDois',
      'reharvest',
      'configuration',
      'filter:onlyDuplicateDocuments',
      'filter:onlyUnaffiliated',
      'filter:onlyInvestigationResearchers',
      'filter:onlyRecentResearcherDocuments',
      'filter:onlyUnknownPublishers',
      'filter:onlyMissingVolume',
      'filter:onlyMissingDate',
      'urlFilter',
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

  it('leaves the filters, the pages and the exports to whoever is not the owner', () => {
    const forVisitor = settingsMenuItems({ facultyWorks: true }).filter((item) => !item.ownerOnly);
    expect(forVisitor.map((item) => item.kind)).toEqual([
      ...Array(7).fill('facultyFilter'),
      'urlFilter',
      'generatePages',
      'generatePages',
      'generatePages',
      'exportPublications',
      'exportToExcel',
    ]);
  });

  it('offers Add files… first to the owner of a Local documents investigation', () => {
    const items = settingsMenuItems({ facultyWorks: false }, 'LocalDocuments');
    expect(items.map((item) => item.kind)).toEqual(['addFiles', 'configuration', 'exportToExcel']);
    expect(items[0]!.ownerOnly).toBe(true);
    expect(settingsMenuItems({ facultyWorks: false }, 'Topic').map((item) => item.kind)).not.toContain('addFiles');
  });
});
