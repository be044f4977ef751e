import { notifications } from '@mantine/notifications';
import { exportFileKinds, familyRoute, type ExportFormat, type Investigation } from '@quarry/contract';
import { callDownload } from '../../../api';
import type { FilterSpec } from '../state/filterSpec';

/**
 * Downloads the filtered documents as a file of the format (doc 2 §7; RIS, BibTeX, CSL-JSON and CSV besides the
 * workbook), saying so while the server builds it (doc 2 §8). A failure has had the API client's global handling;
 * `onFailure` lets the caller say more (the author summary's notice).
 */
export async function exportDocuments(
  investigation: Investigation,
  spec: FilterSpec,
  format: ExportFormat,
  onFailure: (error: Error) => void = () => undefined,
): Promise<void> {
  const kind = exportFileKinds[format];
  notifications.show({ message: kind.startedMessage });
  const route = familyRoute(investigation.investigationType);
  const path = `/api/investigations/${route}/${investigation.id}/export${format === 'xlsx' ? '' : `?format=${format}`}`;
  await callDownload(path, spec, `${investigation.title}.${kind.extension}`).catch(onFailure);
}

/** Downloads the filtered documents as a workbook. */
export const exportToExcel = (
  investigation: Investigation,
  spec: FilterSpec,
  onFailure: (error: Error) => void = () => undefined,
): Promise<void> => exportDocuments(investigation, spec, 'xlsx', onFailure);
