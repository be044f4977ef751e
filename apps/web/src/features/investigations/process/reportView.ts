import { type BatchAccuracyReport, storageDownloadPath } from '@quarry/contract';
import { processLabel } from '../investigationLabels';

/** Precision, recall or F1 (a share from 0 to 1) as a percentage to 0.1. */
export const shareText = (share: number): string => `${(share * 100).toFixed(1)} %`;

/** The link that downloads a report's workbook from its storage location, and the file name it saves as. */
export const workbookLink = (location: string): { href: string; fileName: string } => ({
  href: storageDownloadPath(location),
  fileName: location.split('/').pop() || 'report.xlsx',
});

/** A run id typed in the Cluster Diff dialog: digits only, empty for "the default run". */
export function runIdOf(text: string): number | undefined {
  const digits = text.replace(/\D/g, '');
  return digits ? Number(digits) : undefined;
}

/** A person id of the moved-mentions table, or a dash when the mention had none. */
export const personText = (personId: number | null): string =>
  personId === null ? processLabel.none : String(personId);

/** A file the accuracy report did not evaluate, and why; named once when the message already starts with its name. */
export function fileErrorText({ fileName, message }: BatchAccuracyReport['errors'][number]): string {
  return message.startsWith(`${fileName}:`) ? message : `${fileName}: ${message}`;
}
