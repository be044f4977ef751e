import { notifications } from '@mantine/notifications';
import { personProfileText, profileApi, type ParsedFilterSpec } from '@quarry/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi, callDownload } from '../../api';
import { personSummariesKey } from '../workspace';

interface ProfileInput {
  id: number;
  apiType: 'topic' | 'person';
  personId: number;
  spec: ParsedFilterSpec;
}

/**
 * The overview's data in one call (POST …/profile): summary, details, co-author graph, publications per year. Kept
 * with the author summaries, so whatever changes a summary (a review, a merge, an image) refreshes it too.
 */
export const profileQuery = ({ id, apiType, personId, spec }: ProfileInput) =>
  queryOptions({
    queryKey: [...personSummariesKey(id), personId, 'profile', spec],
    queryFn: ({ signal }) =>
      callApi(profileApi.profile, { params: { type: apiType, id }, body: { personId, spec }, signal }),
  });

/** Downloads the profile as a Word file (POST …/profile/export); a failure has had the global handling. */
export async function exportProfileToWord({ id, apiType, personId, spec }: ProfileInput, name: string): Promise<void> {
  notifications.show({ message: personProfileText.exportStarted });
  await callDownload(`/api/investigations/${apiType}/${id}/profile/export`, { personId, spec }, `${name}.docx`).catch(
    () => undefined,
  );
}
