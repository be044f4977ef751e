import { Alert, Group, Loader, type MantineSpacing } from '@mantine/core';

/** A pane's content while its call runs. */
export function PaneLoading({ label }: { label: string }) {
  return (
    <Group justify="center" py="lg">
      <Loader size="sm" aria-label={label} />
    </Group>
  );
}

/** A pane's call failed: the reason as the server put it. */
export function PaneFailure({ error, mt = 'sm' }: { error: Error; mt?: MantineSpacing }) {
  return (
    <Alert color="red" mt={mt} role="alert">
      {error.message}
    </Alert>
  );
}
