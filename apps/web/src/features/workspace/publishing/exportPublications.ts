import { notifications } from '@mantine/notifications';
import { EXPORT_STARTED_MESSAGE, familyRoute, type Investigation } from '@quarry/contract';
import { callDownload } from '../../../api';
import type { FilterSpec } from '../state/filterSpec';

/**
 * Downloads the publications of the current filter as a workbook for labelling (doc 2 §7 export-publications). A
 * failure has had the API client's global handling.
 */
export async function exportPublications(investigation: Investigation, spec: FilterSpec): Promise<void> {
  notifications.show({ message: EXPORT_STARTED_MESSAGE });
  const path = `/api/investigations/${familyRoute(investigation.investigationType)}/${investigation.id}/export-publications`;
  await callDownload(path, spec, `${investigation.title} publications.xlsx`).catch(() => undefined);
}
