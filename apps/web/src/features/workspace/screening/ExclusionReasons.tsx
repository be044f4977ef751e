import { Box, Button, Group, Kbd, List, Text, Textarea, Title } from '@mantine/core';
import { MAX_EXCLUSION_REASONS, screeningApi } from '@quarry/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../api';
import { textLines } from '../../../lib/textLines';
import { PaneFailure } from '../persons/PaneStates';
import { reasonsText } from './screeningLabels';
import { REASON_KEYS } from './screeningKeys';

const reasonsKey = (investigationId: number) => ['workspace', investigationId, 'screening-reasons'];

/** The investigation's exclusion reasons, in order (issue 27). */
export function useExclusionReasons(investigationId: number) {
  return useQuery({
    queryKey: reasonsKey(investigationId),
    queryFn: ({ signal }) => callApi(screeningApi.reasons, { params: { id: investigationId }, signal }),
  });
}

/** Irrelevant with a reason, one button per reason, the first nine with their number key. */
export function ReasonButtons({
  reasons,
  disabled,
  onDecide,
}: {
  reasons: readonly string[];
  disabled: boolean;
  onDecide: (reason: string) => void;
}) {
  if (reasons.length === 0) return null;
  return (
    <Group gap="xs" mt="xs" role="group" aria-label={reasonsText.irrelevantBecause}>
      <Text size="sm">{reasonsText.irrelevantBecause}</Text>
      {reasons.map((reason, index) => (
        <Button
          key={reason}
          size="xs"
          variant="light"
          color="red"
          disabled={disabled}
          onClick={() => onDecide(reason)}
          rightSection={index < REASON_KEYS.length ? <Kbd>{REASON_KEYS[index]}</Kbd> : undefined}
        >
          {reason}
        </Button>
      ))}
    </Group>
  );
}

/** The exclusion reasons beside the criteria; the owner writes them one per line. */
export function ReasonsEditor({ investigationId, editable }: { investigationId: number; editable: boolean }) {
  const queryClient = useQueryClient();
  const reasons = useExclusionReasons(investigationId);
  const [draft, setDraft] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (text: string) =>
      callApi(screeningApi.saveReasons, { params: { id: investigationId }, body: { reasons: textLines(text) } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(reasonsKey(investigationId), saved);
      setDraft(null);
    },
  });
  const shown = reasons.data?.reasons ?? [];
  return (
    <Box component="section" aria-label={reasonsText.title} mt="md">
      <Title order={3} size="h5">
        {reasonsText.title}
      </Title>
      {reasons.isError && <PaneFailure error={reasons.error} />}
      {draft === null ? (
        <>
          {shown.length === 0 ? (
            <Text size="sm" c="dimmed">
              {reasons.isPending ? '' : reasonsText.none}
            </Text>
          ) : (
            <List size="sm" type="ordered">
              {shown.map((reason) => (
                <List.Item key={reason}>{reason}</List.Item>
              ))}
            </List>
          )}
          {editable && (
            <Button
              size="xs"
              variant="default"
              mt={4}
              onClick={() => setDraft(shown.join('\n'))}
              disabled={reasons.isPending}
            >
              {reasonsText.edit}
            </Button>
          )}
        </>
      ) : (
        <>
          <Textarea
            label={reasonsText.title}
            description={reasonsText.onePerLine(MAX_EXCLUSION_REASONS)}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            autosize
            minRows={3}
          />
          {save.isError && <PaneFailure error={save.error} />}
          <Group gap="xs" mt={4}>
            <Button size="xs" onClick={() => save.mutate(draft)} loading={save.isPending}>
              {reasonsText.save}
            </Button>
            <Button size="xs" variant="default" onClick={() => setDraft(null)} disabled={save.isPending}>
              {reasonsText.cancel}
            </Button>
          </Group>
        </>
      )}
    </Box>
  );
}
