import { notifications } from '@mantine/notifications';
import { insightsApi, insightText } from '@quarry/contract';
import { callApi, callExport, getDownload } from '../../api';

/** How often the browser asks how a large report's Word export stands. */
export const WORD_EXPORT_POLL_MS = 1_500;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Export to Word (doc 3 §4): the file at once, or for a large report (LARGE_REPORT) the server's job followed until it
 * is built, saying so meanwhile, then the file; a failed job is said. Resolves when the download started or failed.
 */
export async function exportReportToWord(
  params: { type: 'topic' | 'person'; id: number },
  title: string,
): Promise<void> {
  const base = `/api/investigations/${params.type}/${params.id}/observation/export-to-word`;
  const answer = await callExport(base, {}, `${title}.docx`);
  if (!('jobId' in answer)) return;
  notifications.show({ message: insightText.exportBuilding });
  for (;;) {
    await pause(WORD_EXPORT_POLL_MS);
    const { state } = await callApi(insightsApi.wordExport, { params: { ...params, jobId: answer.jobId } });
    if (state === 'done') break;
    if (state === 'failed') {
      notifications.show({ color: 'red', message: insightText.exportFailed });
      return;
    }
  }
  await getDownload(`${base}/${answer.jobId}/file`, `${title}.docx`);
}
