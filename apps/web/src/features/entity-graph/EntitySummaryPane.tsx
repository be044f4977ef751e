import { ActionIcon, Box, Button, Group, Loader, Stack, Text, Title, Tooltip } from '@mantine/core';
import {
  entitySummaryApi,
  labelledKindOfType,
  SUMMARY_DOCUMENTS_SHOWN,
  type EntityRef,
  type SummaryDocument,
  type SummaryExcerpt,
} from '@quarry/contract';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { callApi } from '../../api';
import { useFilterSpec, useShowEntities, useShownEntities, useWorkspace, workspaceGraphsKey } from '../workspace';
import { EntityLabels } from './EntityLabels';
import { layerNames } from './entityGraphLabels';

export const entitySummaryText = {
  region: (names: string) => `Entity summary: ${names}`,
  back: 'Back to the filters',
  documents: (count: number) => `Documents (${count})`,
  showAll: 'Show All',
  showLess: 'Show Less',
  none: 'No document of the current filters mentions it.',
  noneForPair: 'No document of the current filters mentions both.',
  and: ' & ',
};

/**
 * The entity graph's right pane (doc 3 §2): one entity's documents of the current filters with the sentences
 * around it, or, for two connected entities, the documents of the current filters mentioning both, with the sentences
 * where both occur; the first 10, then Show All.
 */
export function EntitySummaryPane() {
  const { investigation, apiType } = useWorkspace();
  const spec = useFilterSpec();
  const shownEntities = useShownEntities();
  const showEntities = useShowEntities();
  const entities = shownEntities ?? [];
  const [first, second] = entities;
  const params = { type: apiType, id: investigation.id };
  const summary = useQuery({
    queryKey: [...workspaceGraphsKey(investigation.id), 'summary', entities, spec],
    queryFn: async ({
      signal,
    }): Promise<{ documents: SummaryDocument[]; documentsCount: number; labels?: string[] }> =>
      second
        ? callApi(entitySummaryApi.relationshipSummary, {
            params,
            body: { firstEntity: first!, secondEntity: second, spec },
            signal,
          })
        : callApi(entitySummaryApi.entitySummary, { params, body: { ...first!, spec }, signal }),
    enabled: first !== undefined,
  });
  const names = entities.map((entity) => entity.entityName).join(entitySummaryText.and);
  const labelled = first && !second ? labelledKindOfType(first.entityType) : null;
  return (
    <Box p="sm" role="region" aria-label={entitySummaryText.region(names)}>
      <Group gap="xs" wrap="nowrap" mb="xs">
        <Tooltip label={entitySummaryText.back}>
          <ActionIcon variant="subtle" aria-label={entitySummaryText.back} onClick={() => showEntities(null)}>
            ←
          </ActionIcon>
        </Tooltip>
        <Title order={2} size="h4">
          {names}
        </Title>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {entities.map((entity: EntityRef) => layerNames[entity.entityType]).join(entitySummaryText.and)}
      </Text>
      {labelled && summary.data?.labels && (
        // A new answer (a label renamed or deleted everywhere) starts the labels afresh.
        <EntityLabels
          key={`${first!.entityName}-${summary.dataUpdatedAt}`}
          kinds={labelled}
          name={first!.entityName}
          initial={summary.data.labels}
        />
      )}
      {!summary.data ? (
        summary.isError ? (
          <Text c="red">{summary.error.message}</Text>
        ) : (
          <Loader size="sm" />
        )
      ) : (
        <SummaryDocuments
          documents={summary.data.documents}
          count={summary.data.documentsCount}
          pair={second !== undefined}
        />
      )}
    </Box>
  );
}

function SummaryDocuments({ documents, count, pair }: { documents: SummaryDocument[]; count: number; pair: boolean }) {
  const [all, setAll] = useState(false);
  const shown = all ? documents : documents.slice(0, SUMMARY_DOCUMENTS_SHOWN);
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {entitySummaryText.documents(count)}
      </Title>
      {count === 0 && <Text size="sm">{pair ? entitySummaryText.noneForPair : entitySummaryText.none}</Text>}
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {shown.map((document) => (
          <li key={document.documentId} data-testid="summary-document">
            <Text size="sm" fw={600}>
              {document.title}
              {document.year !== null && ` (${document.year})`}
            </Text>
            {document.excerpts.map((excerpt, k) => (
              <Text key={k} size="xs" c="dark.4">
                <Marked excerpt={excerpt} />
              </Text>
            ))}
          </li>
        ))}
      </Stack>
      {documents.length > SUMMARY_DOCUMENTS_SHOWN && (
        <Button variant="subtle" size="xs" onClick={() => setAll(!all)}>
          {all ? entitySummaryText.showLess : entitySummaryText.showAll}
        </Button>
      )}
    </Stack>
  );
}

/** An excerpt with its mentions marked. */
function Marked({ excerpt }: { excerpt: SummaryExcerpt }) {
  const parts: Array<{ text: string; marked: boolean }> = [];
  let at = 0;
  for (const mark of excerpt.marks) {
    if (mark.start > at) parts.push({ text: excerpt.text.slice(at, mark.start), marked: false });
    parts.push({ text: excerpt.text.slice(mark.start, mark.end), marked: true });
    at = mark.end;
  }
  parts.push({ text: excerpt.text.slice(at), marked: false });
  return (
    <>
      {parts.map((part, k) => (
        <Fragment key={k}>{part.marked ? <mark>{part.text}</mark> : part.text}</Fragment>
      ))}
    </>
  );
}
