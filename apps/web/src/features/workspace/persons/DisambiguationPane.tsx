import { Alert, Anchor, Badge, Box, Button, Group, List, Table, Text, Title } from '@mantine/core';
import { mergeText, personsApi, type PersonCandidate } from '@quarry/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { callApi } from '../../../api';
import { AppDialog } from '../../../components/dialog';
import { workspaceDocumentsKey } from '../data/workspaceQueries';
import { useShowAuthor, useShownAuthor, useWorkspace } from '../state/workspaceContext';
import { DISAMBIGUATE_NAME_PARAM, reviewProfilePath } from '../tabs/workspaceTabs';
import { workspaceText } from '../workspaceLabels';
import { canApply, clickVote, planOf, shownVote, type Vote, type Votes } from './disambiguationVotes';
import { PaneFailure, PaneLoading } from './PaneStates';
import { personText } from './personLabels';
import { personSummariesKey } from './personQueries';

const VOTES: Vote[] = ['Relevant', 'Irrelevant', 'Neutral'];
const VOTE_COLOR: Record<Vote, string> = { Relevant: 'teal', Irrelevant: 'red', Neutral: 'gray' };

const possibleMatchesKey = (id: number, name: string) => ['workspace', id, 'possible-matches', name] as const;

/** The Disambiguate tab (doc 3 §2 Disambiguation pane, §4): the Possible Matches of a name, voted, then applied. */
export function DisambiguationPane() {
  const { investigation, apiType } = useWorkspace();
  const [params] = useSearchParams();
  const name = params.get(DISAMBIGUATE_NAME_PARAM)?.trim() || investigation.title;
  const candidates = useQuery({
    queryKey: possibleMatchesKey(investigation.id, name),
    queryFn: ({ signal }) =>
      callApi(personsApi.possibleMatches, { params: { type: apiType, id: investigation.id }, query: { name }, signal }),
  });
  const [votes, setVotes] = useState<Votes>(new Map());
  const [confirming, setConfirming] = useState(false);
  const list = candidates.data ?? [];
  return (
    <Box p="md" style={{ height: '100%', overflowY: 'auto' }} data-testid="possible-matches">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} size="h3">
            {mergeText.possibleMatches}
          </Title>
          <Text c="dark.4" size="sm">
            {personText.matchesOf(name)}
          </Text>
        </div>
        {investigation.can.work && canApply(votes) && (
          <Button onClick={() => setConfirming(true)} data-testid="apply-votes">
            {personText.apply}
          </Button>
        )}
      </Group>
      {candidates.isPending ? (
        <PaneLoading label={personText.loadingMatches} />
      ) : candidates.isError ? (
        <PaneFailure error={candidates.error} mt="md" />
      ) : list.length === 0 ? (
        <Text mt="md">{mergeText.noMatches}</Text>
      ) : (
        <CandidateTable
          candidates={list}
          votes={votes}
          onVote={(candidate, vote) => setVotes(clickVote(votes, candidate, vote))}
          canVote={investigation.can.work}
        />
      )}
      {confirming && (
        <ApplyDialog
          candidates={list}
          votes={votes}
          name={name}
          onClose={() => setConfirming(false)}
          onApplied={() => setVotes(new Map())}
        />
      )}
    </Box>
  );
}

interface CandidateTableProps {
  candidates: PersonCandidate[];
  votes: Votes;
  canVote: boolean;
  onVote: (candidate: PersonCandidate, vote: Vote) => void;
}

function CandidateTable({ candidates, votes, canVote, onVote }: CandidateTableProps) {
  const { investigation } = useWorkspace();
  const showAuthor = useShowAuthor();
  return (
    <Table mt="md" verticalSpacing="xs" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{personText.candidateName}</Table.Th>
          <Table.Th ta="right">{personText.counts.documents}</Table.Th>
          <Table.Th>{personText.vote}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {candidates.map((candidate) => {
          const shown = shownVote(candidate, votes);
          return (
            <Table.Tr key={candidate.id} data-testid="candidate" aria-label={candidate.name}>
              <Table.Td>
                <Anchor
                  component="button"
                  type="button"
                  onClick={() => showAuthor({ personId: candidate.id, name: candidate.name })}
                >
                  {candidate.name}
                </Anchor>
                {candidate.filteredOut && (
                  <Badge ml="xs" size="sm" color="gray" variant="light">
                    {personText.removed}
                  </Badge>
                )}
                <Anchor
                  ml="xs"
                  size="xs"
                  href={reviewProfilePath(investigation, candidate.id)}
                  target="_blank"
                  rel="noopener"
                  aria-label={personText.reviewOf(candidate.name)}
                >
                  {personText.review}
                </Anchor>
              </Table.Td>
              <Table.Td ta="right">{candidate.documentsCount.toLocaleString('en-US')}</Table.Td>
              <Table.Td>
                <Group gap={4} role="group" aria-label={personText.voteFor(candidate.name)}>
                  {VOTES.map((vote) => (
                    <Button
                      key={vote}
                      size="compact-xs"
                      variant={shown === vote ? 'filled' : 'default'}
                      color={VOTE_COLOR[vote]}
                      aria-pressed={shown === vote}
                      disabled={!canVote}
                      onClick={() => onVote(candidate, vote)}
                    >
                      {vote}
                    </Button>
                  ))}
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

interface ApplyDialogProps {
  candidates: PersonCandidate[];
  votes: Votes;
  name: string;
  onClose: () => void;
  onApplied: () => void;
}

/** 'Merge and Remove Authors' (doc 3 §4): the counts, the warning when merging, I'm sure; then disambiguate, merge, reload. */
function ApplyDialog({ candidates, votes, name, onClose, onApplied }: ApplyDialogProps) {
  const { investigation, apiType } = useWorkspace();
  const shownAuthor = useShownAuthor();
  const showAuthor = useShowAuthor();
  const queryClient = useQueryClient();
  const plan = planOf(candidates, votes);
  const merging = plan.relevantPersonIds.length >= 2;
  const params = { type: apiType, id: investigation.id };
  const apply = useMutation({
    mutationFn: async () => {
      await callApi(personsApi.disambiguate, { params, body: plan });
      return merging ? callApi(personsApi.merge, { params, body: plan.relevantPersonIds }) : undefined;
    },
    onSuccess: async (merged) => {
      if (merged && shownAuthor && merged.mergedPersonIds.includes(shownAuthor.personId)) showAuthor(null);
      onApplied();
      onClose();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: possibleMatchesKey(investigation.id, name) }),
        queryClient.invalidateQueries({ queryKey: personSummariesKey(investigation.id) }),
        queryClient.invalidateQueries({ queryKey: workspaceDocumentsKey(investigation.id) }),
      ]);
    },
  });
  const lines = [
    merging && personText.mergeCount(plan.relevantPersonIds.length),
    plan.irrelevantPersonIds.length > 0 && personText.removeCount(plan.irrelevantPersonIds.length),
    plan.neutralPersonIds.length > 0 && personText.restoreCount(plan.neutralPersonIds.length),
  ].filter((line): line is string => Boolean(line));
  return (
    <AppDialog
      opened
      onClose={onClose}
      title={mergeText.confirmTitle}
      primaryAction={{ label: mergeText.confirm, onClick: () => apply.mutate(), loading: apply.isPending }}
      closeLabel={workspaceText.cancel}
    >
      <List size="sm">
        {lines.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
      {merging && (
        <Text size="sm" mt="sm" fw={600} data-testid="merge-warning">
          {mergeText.cannotBeUndone}
        </Text>
      )}
      {apply.isError && (
        <Alert color="red" mt="sm" role="alert">
          {apply.error.message}
        </Alert>
      )}
    </AppDialog>
  );
}
