import {
  Badge,
  Box,
  Grid,
  Button,
  Group,
  Kbd,
  List,
  Progress,
  SegmentedControl,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  screeningApi,
  screeningDecisions,
  workspaceApi,
  type ScreeningDecision,
  type ScreeningOrder,
  screeningOrders,
  type WorkspaceDocument,
} from '@quarry/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { callApi } from '../../../api';
import { useDocumentMarkups } from '../data/useDocumentMarkups';
import { workspaceDocumentsKey } from '../data/workspaceQueries';
import { HighlightedText } from '../documents/HighlightedText';
import { visibleMarkups } from '../documents/markupSegments';
import { PaneFailure, PaneLoading } from '../persons/PaneStates';
import { useWorkspace } from '../state/workspaceContext';
import { screeningKeyAction } from './screeningKeys';
import { screeningText } from './screeningLabels';
import { StoppingPanel } from './StoppingPanel';
import { CriteriaPanel } from './CriteriaPanel';
import { ReasonButtons, ReasonsEditor, useExclusionReasons } from './ExclusionReasons';
import { BlindBadge, TeamSection } from './team/TeamSection';
import { screeningKey } from './screeningQueryKeys';

const NO_REASONS: readonly string[] = [];

/** Screening mode (issue 27): one record at a time, decided with a button or a key, with progress and undo. */
export function ScreeningPane() {
  const { investigation, apiType } = useWorkspace();
  const queryClient = useQueryClient();
  const [order, setOrder] = useState<ScreeningOrder>('ranked');
  /** A Maybe record opened again from the list, decided before the next one. */
  const [reopened, setReopened] = useState<WorkspaceDocument | null>(null);
  const params = { id: investigation.id };
  const next = useQuery({
    queryKey: [...screeningKey(investigation.id), order],
    queryFn: ({ signal }) => callApi(screeningApi.next, { params, query: { order }, signal }),
  });
  const maybeIds = next.data?.progress.maybeDocumentIds ?? [];
  const maybe = useQuery({
    queryKey: [...screeningKey(investigation.id), 'maybe', maybeIds],
    enabled: maybeIds.length > 0,
    queryFn: ({ signal }) =>
      callApi(workspaceApi.nextDocuments, {
        params: { type: apiType, id: investigation.id },
        body: { documentIds: maybeIds },
        signal,
      }),
  });
  const changed = async () => {
    setReopened(null);
    // The next record is awaited (the keys wait for it); the progress, Maybe list, stopping signal and list follow.
    void queryClient.invalidateQueries({ queryKey: screeningKey(investigation.id) });
    void queryClient.invalidateQueries({ queryKey: workspaceDocumentsKey(investigation.id) });
    await queryClient.refetchQueries({ queryKey: [...screeningKey(investigation.id), order], exact: true });
  };
  const decide = useMutation({
    mutationFn: (body: { documentId: number; decision: ScreeningDecision; reason?: string }) =>
      // A Maybe record opened again was not drawn at random.
      callApi(screeningApi.decide, {
        params,
        body: { ...body, order: reopened ? 'ranked' : (next.data?.drawnBy ?? 'ranked') },
      }),
    onSuccess: changed,
  });
  const undo = useMutation({ mutationFn: () => callApi(screeningApi.undo, { params }), onSuccess: changed });
  const record = reopened ?? next.data?.document ?? null;
  const busy = decide.isPending || undo.isPending || next.isFetching;
  const reasons = useExclusionReasons(investigation.id).data?.reasons ?? NO_REASONS;
  // A viewer reads the records; deciding is the policy's `screen` (the decision calls would answer 403).
  const screens = investigation.can.screen;

  useEffect(() => {
    if (!screens) return;
    const onKey = (event: KeyboardEvent) => {
      const action = screeningKeyAction(event, reasons.length);
      if (!action || busy) return;
      event.preventDefault();
      if ('undo' in action) undo.mutate();
      else if (record) {
        const reason = action.reasonIndex === undefined ? undefined : reasons[action.reasonIndex];
        decide.mutate({ documentId: record.id, decision: action.decide, reason });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [screens, busy, record, decide, undo, reasons]);

  const progress = next.data?.progress;
  return (
    <Stack gap="sm" p="md" aria-busy={busy}>
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h4">
          {screeningText.paneTitle}
        </Title>
        <SegmentedControl
          aria-label={screeningText.orderLabel}
          value={order}
          onChange={(value) => setOrder(value as ScreeningOrder)}
          data={screeningOrders.map((value) => ({ value, label: screeningText.orders[value] }))}
        />
      </Group>
      {progress && (
        <Box>
          <Progress value={progress.total ? (100 * progress.screened) / progress.total : 0} aria-hidden />
          <Text size="sm" mt={4} role="status">
            {screeningText.progress(progress.screened, progress.total)} ·{' '}
            {screeningText.relevantFound(progress.relevant)} ·{' '}
            {screeningText.sinceLastRelevant(progress.irrelevantSinceLastRelevant)}
          </Text>
        </Box>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          {investigation.blind && <BlindBadge />}
          {next.isPending ? (
            <PaneLoading label={screeningText.loading} />
          ) : next.isError ? (
            <PaneFailure error={next.error} />
          ) : record ? (
            <>
              {order === 'ranked-then-random' && next.data?.drawnBy === 'random' && !reopened && (
                <Badge variant="light" mb="xs">
                  {screeningText.drawnAtRandom}
                </Badge>
              )}
              <ScreeningRecord document={record} />
            </>
          ) : (
            <Text>{screeningText.allScreened}</Text>
          )}
          {(decide.error ?? undo.error) && <PaneFailure error={(decide.error ?? undo.error)!} />}
          {screens && (
            <>
              <Group gap="xs" mt="md">
                {screeningDecisions.map((decision) => (
                  <Button
                    key={decision}
                    variant={decision === 'Maybe' ? 'default' : 'filled'}
                    // Relevant on the primary fill (white reads at 5:1 there; on green.9 at 4.4:1, below what axe asks).
                    color={decision === 'Irrelevant' ? 'red' : undefined}
                    disabled={!record || busy}
                    onClick={() => record && decide.mutate({ documentId: record.id, decision })}
                    rightSection={<Kbd>{screeningText.keys[decision].toUpperCase()}</Kbd>}
                  >
                    {screeningText.decisions[decision]}
                  </Button>
                ))}
                <Button variant="subtle" disabled={busy} onClick={() => undo.mutate()} rightSection={<Kbd>U</Kbd>}>
                  {screeningText.undo}
                </Button>
              </Group>
              <ReasonButtons
                reasons={reasons}
                disabled={!record || busy}
                onDecide={(reason) =>
                  record && decide.mutate({ documentId: record.id, decision: 'Irrelevant', reason })
                }
              />
            </>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <CriteriaPanel investigationId={investigation.id} editable={investigation.can.work} />
          <ReasonsEditor investigationId={investigation.id} editable={investigation.can.work} />
          <TeamSection investigation={investigation} />
        </Grid.Col>
      </Grid>
      {screens && (
        <Text size="xs" c="dimmed">
          {screeningText.keyboardHint}
        </Text>
      )}
      <StoppingPanel investigationId={investigation.id} queryKey={screeningKey(investigation.id)} />
      <Box component="section" aria-label={screeningText.maybeTitle(maybeIds.length)}>
        <Title order={3} size="h5">
          {screeningText.maybeTitle(maybeIds.length)}
        </Title>
        {maybeIds.length === 0 ? (
          <Text size="sm" c="dimmed">
            {screeningText.maybeEmpty}
          </Text>
        ) : (
          <List size="sm">
            {(maybe.data ?? []).map((document) => (
              <List.Item key={document.id}>
                <UnstyledButton
                  td="underline"
                  aria-label={screeningText.screenAgain(document.title || screeningText.untitled)}
                  onClick={() => setReopened(document)}
                >
                  {document.title || screeningText.untitled}
                </UnstyledButton>
              </List.Item>
            ))}
          </List>
        )}
      </Box>
    </Stack>
  );
}

/** The search terms are marked in the record; the mentioned entities are not (they would distract from deciding). */
const TERMS_ONLY = { searchTerms: true, entities: false };

/** The record being screened: what a screener reads to decide, its search terms marked as in the list. */
function ScreeningRecord({ document }: { document: WorkspaceDocument }) {
  const year = document.date?.slice(0, 4);
  const markups = useDocumentMarkups([[document.id]], 0).get(document.id);
  return (
    <Box component="article" aria-labelledby={`screening-title-${document.id}`}>
      <Title order={3} size="h3" id={`screening-title-${document.id}`}>
        {document.title ? (
          <HighlightedText text={document.title} markups={visibleMarkups(markups?.title ?? [], TERMS_ONLY)} />
        ) : (
          screeningText.untitled
        )}
      </Title>
      <Text size="sm" c="dimmed">
        {[document.authors.map((author) => author.name).join(', '), document.journal, year].filter(Boolean).join(' · ')}
      </Text>
      <Text mt="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {document.abstract ? (
          <HighlightedText text={document.abstract} markups={visibleMarkups(markups?.abstract ?? [], TERMS_ONLY)} />
        ) : (
          screeningText.noAbstract
        )}
      </Text>
      {document.labels.length > 0 && (
        <Group gap={4} mt="xs">
          {document.labels.map((label) => (
            <Badge key={label} variant="light">
              {label}
            </Badge>
          ))}
        </Group>
      )}
      {document.note && (
        <Text size="sm" mt="xs" fs="italic">
          {document.note}
        </Text>
      )}
    </Box>
  );
}
