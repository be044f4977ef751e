import { type InvestigationKind, pageThemes, type PageTheme } from '@quarry/contract';
import type { HarvestKind } from '../harvests/harvestRequests';
import type { SpecialFilterKey } from '../state/filterSpec';

export type SettingsItem =
  | { kind: 'configuration'; ownerOnly: true }
  | { kind: 'harvest'; harvest: HarvestKind; ownerOnly: true }
  | { kind: 'reharvest'; ownerOnly: true }
  | { kind: 'addFiles'; ownerOnly: true }
  | { kind: 'facultyFilter'; filter: SpecialFilterKey; ownerOnly: false }
  | { kind: 'urlFilter'; ownerOnly: false }
  | { kind: 'generatePages'; theme: PageTheme; ownerOnly: false }
  | { kind: 'exportPublications'; ownerOnly: false }
  | { kind: 'exportToExcel'; ownerOnly: false };

/**
 * The faculty filters of the settings menu, in doc 2 §6's order (document URLs last, through its dialog); the
 * researcher names of the previous and current year (doc 2 §4) follow the researcher names.
 */
const facultyFilters: SettingsItem[] = [
  ...(
    [
      'onlyDuplicateDocuments',
      'onlyUnaffiliated',
      'onlyInvestigationResearchers',
      'onlyRecentResearcherDocuments',
      'onlyUnknownPublishers',
      'onlyMissingVolume',
      'onlyMissingDate',
    ] as const
  ).map((filter): SettingsItem => ({ kind: 'facultyFilter', filter, ownerOnly: false })),
  { kind: 'urlFilter', ownerOnly: false },
];

const configuration: SettingsItem = { kind: 'configuration', ownerOnly: true };
const exportToExcel: SettingsItem = { kind: 'exportToExcel', ownerOnly: false };
const generatePages: SettingsItem[] = pageThemes.map((theme) => ({ kind: 'generatePages', theme, ownerOnly: false }));

/**
 * The header's settings menu per user kind (doc 1 §6, doc 2 §6). FacultyWorks users get their harvests there (doc 2
 * §6 "Settings menu for faculty: harvest, filters, …, export to Excel"), with their "re-harvest by URL button" after
 * them (every current document asked again, after a confirmation): each filter a toggle, then the three kinds
 * of publication pages and the export for labelling before the export to Excel. Other users get the investigation's
 * configuration and the export.
 */
export function settingsMenuItems(
  user: { facultyWorks: boolean } | null,
  investigationKind?: InvestigationKind,
): SettingsItem[] {
  // A Local documents investigation takes more files (Quarry's own call): a harvest of their own, undone as any.
  if (investigationKind === 'LocalDocuments')
    return [{ kind: 'addFiles', ownerOnly: true }, ...settingsMenuItems(user)];
  if (user?.facultyWorks) {
    return [
      { kind: 'harvest', harvest: 'oneTime', ownerOnly: true },
      { kind: 'harvest', harvest: 'byDois', ownerOnly: true },
      { kind: 'reharvest', ownerOnly: true },
      configuration,
      ...facultyFilters,
      ...generatePages,
      { kind: 'exportPublications', ownerOnly: false },
      exportToExcel,
    ];
  }
  return [configuration, exportToExcel];
}
