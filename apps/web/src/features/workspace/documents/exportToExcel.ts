import { notifications } from '@mantine/notifications';
import { EXPORT_STARTED_MESSAGE, familyRoute, type Investigation } from '@quarry/contract';
import { callDownload } from '../../../api';
import type { FilterSpec } from '../state/filterSpec';

/** Downloads the filtered documents as a workbook (doc 2 §7), saying so while the server builds it (doc 2 §8). */
export async function exportToExcel(investigation: Investigation, spec: FilterSpec): Promise<void> {
  notifications.show({ message: EXPORT_STARTED_MESSAGE });
  const route = familyRoute(investigation.investigationType);
  await callDownload(`/api/investigations/${route}/${investigation.id}/export`, spec, `${investigation.title}.xlsx`).catch(() => undefined);
}
