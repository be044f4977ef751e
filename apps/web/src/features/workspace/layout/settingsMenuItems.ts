import { pageThemes, type PageTheme } from '@quarry/contract';
import type { HarvestKind } from '../harvests/harvestRequests';

export type SettingsItem =
  | { kind: 'configuration'; ownerOnly: true }
  | { kind: 'harvest'; harvest: HarvestKind; ownerOnly: true }
  | { kind: 'generatePages'; theme: PageTheme; ownerOnly: false }
  | { kind: 'exportPublications'; ownerOnly: false }
  | { kind: 'exportToExcel'; ownerOnly: false };

const configuration: SettingsItem = { kind: 'configuration', ownerOnly: true };
const exportToExcel: SettingsItem = { kind: 'exportToExcel', ownerOnly: false };
const generatePages: SettingsItem[] = pageThemes.map((theme) => ({ kind: 'generatePages', theme, ownerOnly: false }));

/**
 * The header's settings menu per user kind (doc 1 §6, doc 2 §6). FacultyWorks users get their harvests there (doc 2
 * §6 "Settings menu for faculty: harvest, …, export to Excel"), the three kinds of publication pages and the export
 * for labelling before the export to Excel. Other users get the investigation's configuration and the export.
 */
export function settingsMenuItems(user: { facultyWorks: boolean } | null): SettingsItem[] {
  if (user?.facultyWorks) {
    return [
      { kind: 'harvest', harvest: 'oneTime', ownerOnly: true },
      { kind: 'harvest', harvest: 'byDois', ownerOnly: true },
      configuration,
      ...generatePages,
      { kind: 'exportPublications', ownerOnly: false },
      exportToExcel,
    ];
  }
  return [configuration, exportToExcel];
}
