import { Group, Switch, Text } from '@mantine/core';
import { defaultSpec, startSpec } from '../state/filterSpec';
import { useLastFilter } from '../state/WorkspaceProvider';
import { useWorkspace, useWorkspaceState } from '../state/workspaceContext';
import { workspaceText } from '../workspaceLabels';

/**
 * The review filter of a profile under review (doc 3 §2 Documents pane header), on a row of its own under the
 * heading: on, the person's documents are narrowed by the investigation's filters (the user's last filter there),
 * as the review page opens; released, every document of the person shows.
 */
export function ReviewFilterBar() {
  const { investigation, topic } = useWorkspace();
  const on = useWorkspaceState((state) => state.reviewFilter);
  const setReviewFilter = useWorkspaceState((state) => state.setReviewFilter);
  const lastFilter = useLastFilter(investigation.id, true);
  return (
    <Group px="sm" py={6} gap="sm" wrap="nowrap" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Switch
        size="xs"
        label={workspaceText.reviewFilter}
        checked={on}
        disabled={lastFilter.isPending}
        onChange={(event) => {
          const next = event.currentTarget.checked;
          setReviewFilter(next, next ? startSpec(lastFilter.data ?? null, topic) : defaultSpec(topic));
        }}
        data-testid="review-filter"
      />
      <Text size="xs" c="dimmed">
        {workspaceText.reviewFilterHint}
      </Text>
    </Group>
  );
}
