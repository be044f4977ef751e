import { Alert, Box, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { screeningTeamApi, type ScreeningConflict, type ScreeningConflicts } from '@quarry/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../api';
import { workspaceDocumentsKey } from '../../data/workspaceQueries';
import { PaneFailure, PaneLoading } from '../../persons/PaneStates';
import { teamText } from './teamLabels';
import { conflictsKey, serverText, useConflicts } from './teamQueries';
import { screeningKey } from '../screeningQueryKeys';

type Resolution = 'Relevant' | 'Irrelevant';
const RESOLUTIONS: readonly Resolution[] = ['Relevant', 'Irrelevant'];

/** Records two reviewers decided differently, resolved here with the record's vote, and their agreement. */
export function ConflictsList({ investigationId, canResolve }: { investigationId: number; canResolve: boolean }) {
  const queryClient = useQueryClient();
  const conflicts = useConflicts(investigationId);
  const resolve = useMutation({
    mutationFn: ({ documentId, decision }: { documentId: number; decision: Resolution }) =>
      // The server says who may resolve (403) and what is no longer a conflict (400): shown here, not in a dialog.
      callApi(screeningTeamApi.resolve, {
        params: { id: investigationId, documentId },
        body: { decision },
        handle: [400, 403],
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(conflictsKey(investigationId), answer);
      // The record now has its vote: the list, the Screen tab's progress and the team's counts follow.
      void queryClient.invalidateQueries({ queryKey: workspaceDocumentsKey(investigationId) });
      void queryClient.invalidateQueries({ queryKey: screeningKey(investigationId) });
    },
  });
  if (conflicts.isPending) return <PaneLoading label={teamText.loadingConflicts} />;
  if (conflicts.isError) return <PaneFailure error={conflicts.error} />;
  const { conflicts: list } = conflicts.data;
  return (
    <Stack gap="xs">
      <Box component="section" aria-label={teamText.conflictsTitle(list.length)}>
        <Title order={4} size="h6">
          {teamText.conflictsTitle(list.length)}
        </Title>
        {resolve.isError && (
          <Alert color="red" mt="xs" role="alert">
            {serverText(resolve.error)}
          </Alert>
        )}
        {list.length === 0 ? (
          <Text size="sm" c="dimmed">
            {teamText.noConflicts}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {list.map((conflict) => (
              <li key={conflict.documentId}>
                <ConflictCard
                  conflict={conflict}
                  busy={resolve.isPending}
                  onResolve={
                    canResolve ? (decision) => resolve.mutate({ documentId: conflict.documentId, decision }) : undefined
                  }
                />
              </li>
            ))}
          </Stack>
        )}
      </Box>
      <Agreement agreement={conflicts.data} />
    </Stack>
  );
}

function ConflictCard({
  conflict,
  busy,
  onResolve,
}: {
  conflict: ScreeningConflict;
  busy: boolean;
  onResolve?: (decision: Resolution) => void;
}) {
  const title = conflict.title || teamText.untitled;
  return (
    <Paper withBorder p="xs" component="article" aria-label={title}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <List size="xs" mt={2}>
        {conflict.decisions.map((decision) => (
          <List.Item key={decision.userId}>
            {decision.nickname}: {decision.decision}
            {decision.reason && ` (${decision.reason})`}
          </List.Item>
        ))}
      </List>
      {onResolve && (
        <Group gap="xs" mt={6} role="group" aria-label={teamText.resolveGroup(title)}>
          {RESOLUTIONS.map((decision) => (
            <Button
              key={decision}
              size="compact-xs"
              variant={decision === 'Relevant' ? 'filled' : 'default'}
              disabled={busy}
              aria-label={teamText.resolveAs(decision, title)}
              onClick={() => onResolve(decision)}
            >
              {decision}
            </Button>
          ))}
        </Group>
      )}
    </Paper>
  );
}

function Agreement({ agreement }: { agreement: Pick<ScreeningConflicts, 'kappa' | 'pairs'> }) {
  return (
    <Box component="section" aria-label={teamText.agreementTitle}>
      <Title order={4} size="h6">
        {teamText.agreementTitle}
      </Title>
      <Text size="sm">{teamText.kappa(agreement.kappa)}</Text>
      {agreement.pairs.length > 0 && (
        <List size="xs">
          {agreement.pairs.map((pair) => (
            <List.Item key={`${pair.a.userId}-${pair.b.userId}`}>
              {teamText.pair(pair.a.nickname, pair.b.nickname, pair.records, pair.agreed, pair.kappa)}
            </List.Item>
          ))}
        </List>
      )}
    </Box>
  );
}
