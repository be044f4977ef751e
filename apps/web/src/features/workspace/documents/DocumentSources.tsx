import { Button, Group, List, Stack, Text } from '@mantine/core';
import { documentSourcesApi, type DocumentSource, type WorkspaceDocument } from '@quarry/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { callApi } from '../../../api';
import { useWorkspace } from '../state/workspaceContext';
import { workspaceDocumentsKey } from '../data/workspaceQueries';
import { SECONDARY } from './itemKeys';

export const sourcesText = {
  merged: (count: number) => `Merged from ${count} sources`,
  show: 'Show sources',
  hide: 'Hide sources',
  first: 'first record',
  split: 'Split',
  splitLabel: (title: string) => `Split "${title}" back into a document of its own`,
  reasons: {
    'same DOI': 'same DOI',
    'stated version': 'a version its source states',
    'similar record': 'near-equal title, authors, year and journal',
  },
};

/** One record: where it came from and what identifies it ("openalex · 2021 · Ecological Economics · 10.5555/…"). */
export function describeSource(source: DocumentSource): string {
  const reason = source.reason ? `merged: ${sourcesText.reasons[source.reason]}` : sourcesText.first;
  return [source.source, source.year, source.journal, source.doi, reason].filter(Boolean).join(' · ');
}

/**
 * A document merged from several harvested records (doc 2 §2's details, Step 6): says so, lists the records on
 * request, and splits a merged one back into a document of its own. Plain buttons, so the keyboard reaches them.
 */
export function DocumentSources({ document, editable }: { document: WorkspaceDocument; editable: boolean }) {
  const { investigation, apiType } = useWorkspace();
  const queryClient = useQueryClient();
  const [shown, setShown] = useState(false);
  const listId = useId();
  const params = { type: apiType, id: investigation.id, docId: document.id };
  const sourcesKey = ['workspace', investigation.id, 'sources', document.id];
  const sources = useQuery({
    queryKey: sourcesKey,
    queryFn: ({ signal }) => callApi(documentSourcesApi.list, { params, signal }),
    enabled: shown,
  });
  const split = useMutation({
    mutationFn: (mergeId: number) => callApi(documentSourcesApi.split, { params: { ...params, mergeId } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: sourcesKey });
      await queryClient.invalidateQueries({ queryKey: workspaceDocumentsKey(investigation.id) });
    },
  });
  return (
    <Stack gap={4} data-testid="document-sources">
      <Group gap="xs">
        <Text size="xs" c="dimmed">
          {sourcesText.merged(document.mergedSources + 1)}
        </Text>
        <Button
          {...SECONDARY}
          variant="subtle"
          size="compact-xs"
          aria-expanded={shown}
          aria-controls={listId}
          onClick={() => setShown(!shown)}
        >
          {shown ? sourcesText.hide : sourcesText.show}
        </Button>
      </Group>
      {shown && (
        <List id={listId} size="xs" spacing={2}>
          {(sources.data?.sources ?? []).map((source) => (
            <List.Item key={source.mergeId ?? 'first'}>
              <Group gap="xs" wrap="nowrap">
                <Text size="xs">{describeSource(source)}</Text>
                {editable && source.mergeId !== null && (
                  <Button
                    {...SECONDARY}
                    variant="light"
                    size="compact-xs"
                    aria-label={sourcesText.splitLabel(source.title)}
                    loading={split.isPending && split.variables === source.mergeId}
                    onClick={() => split.mutate(source.mergeId!)}
                  >
                    {sourcesText.split}
                  </Button>
                )}
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
