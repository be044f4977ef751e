import { Center, Loader, Stack, Text } from '@mantine/core';

/** A centred spinner, with an optional loading text (doc 1 §2, loading texts). */
export function PageLoader({ label }: { label?: string }) {
  return (
    <Center mih="50dvh" p="xl">
      <Stack align="center" gap="sm" role="status" aria-live="polite">
        <Loader aria-label={label ?? 'Loading'} />
        {label && <Text c="dimmed">{label}</Text>}
      </Stack>
    </Center>
  );
}
