import { notifications } from '@mantine/notifications';
import { EXPORT_STARTED_MESSAGE, familyRoute, type Investigation } from '@quarry/contract';
import { callDownload } from '../../../api';
import type { FilterSpec } from '../state/filterSpec';

/**
 * Downloads the filtered documents as a workbook (doc 2 §7), saying so while the server builds it (doc 2 §8). A
 * failure has had the API client's global handling; `onFailure` lets the caller say more (the author summary's notice).
 */
export async function exportToExcel(
  investigation: Investigation,
  spec: FilterSpec,
  onFailure: (error: Error) => void = () => undefined,
): Promise<void> {
  notifications.show({ message: EXPORT_STARTED_MESSAGE });
  const route = familyRoute(investigation.investigationType);
  const path = `/api/investigations/${route}/${investigation.id}/export`;
  await callDownload(path, spec, `${investigation.title}.xlsx`).catch(onFailure);
}
