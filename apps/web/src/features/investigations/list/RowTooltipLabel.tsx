import { Stack, Text } from '@mantine/core';
import type { Investigation } from '@quarry/contract';
import { listLabel } from '../investigationLabels';

/** What a row's tooltip tells: title, id and uuid, and the readable reason of a failed or skipped harvest step. */
export function RowTooltipLabel({ investigation }: { investigation: Investigation }) {
  return (
    <Stack gap={2} maw={420}>
      <Text size="sm" fw={700}>
        {investigation.title}
      </Text>
      <Text size="xs">
        {listLabel.rowId}: {investigation.id}
      </Text>
      <Text size="xs">
        {listLabel.rowUuid}: {investigation.uuid}
      </Text>
      {investigation.statusReason && <Text size="xs">{investigation.statusReason}</Text>}
    </Stack>
  );
}
