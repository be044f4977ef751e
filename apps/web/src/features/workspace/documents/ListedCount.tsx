import { Button, Group, Loader, Text } from '@mantine/core';
import type { WorkspaceResults } from '../data/useWorkspaceDocuments';
import { workspaceText } from '../workspaceLabels';

/** Under the list: "Showing n of N", and while some are not loaded, Load more (a page) and Show all (the rest). */
export function ListedCount({
  results,
}: {
  results: Pick<
    WorkspaceResults,
    'shown' | 'total' | 'hasMore' | 'fetchingMore' | 'loadingAll' | 'loadMore' | 'loadAll'
  >;
}) {
  const busy = results.fetchingMore || results.loadingAll;
  return (
    <Group
      justify="space-between"
      gap="xs"
      px="sm"
      py={4}
      wrap="wrap"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
      data-testid="documents-listed"
    >
      <Group gap={6} wrap="nowrap">
        <Text size="sm" role="status" data-testid="documents-listed-count">
          {workspaceText.listedCount(results.shown, results.total)}
        </Text>
        {busy && <Loader size="xs" aria-label={workspaceText.loadingMore} />}
      </Group>
      {results.hasMore && (
        <Group gap="xs" wrap="nowrap">
          <Button size="compact-sm" variant="default" onClick={results.loadMore} disabled={busy}>
            {workspaceText.loadMore}
          </Button>
          <Button size="compact-sm" variant="light" onClick={() => void results.loadAll()} disabled={busy}>
            {workspaceText.showAll}
          </Button>
        </Group>
      )}
    </Group>
  );
}
