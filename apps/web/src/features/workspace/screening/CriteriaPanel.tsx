import { Box, Button, Group, Text, Textarea, Title } from '@mantine/core';
import { MAX_INCLUSION_CRITERIA_LENGTH, screeningApi } from '@quarry/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../api';
import { PaneFailure } from '../persons/PaneStates';
import { criteriaText } from './screeningLabels';

/** The investigation's inclusion criteria beside the record; its owner edits them here (issue 27). */
export function CriteriaPanel({ investigationId, editable }: { investigationId: number; editable: boolean }) {
  const queryClient = useQueryClient();
  const queryKey = ['workspace', investigationId, 'screening-criteria'];
  const params = { id: investigationId };
  const criteria = useQuery({ queryKey, queryFn: ({ signal }) => callApi(screeningApi.criteria, { params, signal }) });
  const [draft, setDraft] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (text: string) => callApi(screeningApi.saveCriteria, { params, body: { criteria: text } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKey, saved);
      setDraft(null);
    },
  });
  const text = criteria.data?.criteria ?? '';
  return (
    <Box component="section" aria-label={criteriaText.title}>
      <Title order={3} size="h5">
        {criteriaText.title}
      </Title>
      {criteria.isError && <PaneFailure error={criteria.error} />}
      {draft === null ? (
        <>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} c={text ? undefined : 'dimmed'}>
            {criteria.isPending ? '' : text || criteriaText.none}
          </Text>
          {editable && (
            <Button size="xs" variant="default" mt={4} onClick={() => setDraft(text)} disabled={criteria.isPending}>
              {criteriaText.edit}
            </Button>
          )}
        </>
      ) : (
        <>
          <Textarea
            label={criteriaText.title}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            maxLength={MAX_INCLUSION_CRITERIA_LENGTH}
            autosize
            minRows={4}
            data-autofocus
          />
          {save.isError && <PaneFailure error={save.error} />}
          <Group gap="xs" mt={4}>
            <Button size="xs" onClick={() => save.mutate(draft)} loading={save.isPending}>
              {criteriaText.save}
            </Button>
            <Button size="xs" variant="default" onClick={() => setDraft(null)} disabled={save.isPending}>
              {criteriaText.cancel}
            </Button>
          </Group>
        </>
      )}
    </Box>
  );
}
