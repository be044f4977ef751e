import type { HarvestKind } from '../harvests/harvestRequests';

export type SettingsItem =
  | { kind: 'configuration'; ownerOnly: true }
  | { kind: 'harvest'; harvest: HarvestKind; ownerOnly: true }
  | { kind: 'exportToExcel'; ownerOnly: false };

const configuration: SettingsItem = { kind: 'configuration', ownerOnly: true };
const exportToExcel: SettingsItem = { kind: 'exportToExcel', ownerOnly: false };

/**
 * The header's settings menu per user kind (doc 1 §6, doc 2 §6). FacultyWorks users get their harvests there (doc 2
 * §6 "Settings menu for faculty: harvest, …, export to Excel"); their filters, page generation and export for
 * labelling come with the faculty-works edition. Other users get the investigation's configuration and the export.
 */
export function settingsMenuItems(user: { facultyWorks: boolean } | null): SettingsItem[] {
  if (user?.facultyWorks) {
    return [
      { kind: 'harvest', harvest: 'oneTime', ownerOnly: true },
      { kind: 'harvest', harvest: 'byDois', ownerOnly: true },
      configuration,
      exportToExcel,
    ];
  }
  return [configuration, exportToExcel];
}
