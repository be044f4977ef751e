import { Box, Table, Text, Title } from '@mantine/core';
import { PaneFailure, PaneLoading } from '../../persons/PaneStates';
import { teamText } from './teamLabels';
import { useTeamProgress } from './teamQueries';

const COUNTS = ['screened', 'relevant', 'irrelevant', 'maybe'] as const;

/** Each reviewer's progress; while blind, the others' decisions are counted only as screened. */
export function ReviewerProgress({ investigationId }: { investigationId: number }) {
  const team = useTeamProgress(investigationId);
  return (
    <Box component="section" aria-label={teamText.progressTitle}>
      <Title order={4} size="h6">
        {teamText.progressTitle}
      </Title>
      {team.isPending ? (
        <PaneLoading label={teamText.loadingProgress} />
      ) : team.isError ? (
        <PaneFailure error={team.error} />
      ) : team.data.reviewers.length === 0 ? (
        <Text size="sm" c="dimmed">
          {teamText.noReviewers}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={300}>
          <Table fz="xs" verticalSpacing={4} horizontalSpacing={6} aria-label={teamText.progressCaption}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{teamText.columns.reviewer}</Table.Th>
                {COUNTS.map((count) => (
                  <Table.Th key={count} scope="col">
                    {teamText.columns[count]}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {team.data.reviewers.map((reviewer) => (
                <Table.Tr key={reviewer.userId}>
                  <Table.Th scope="row" fw={500}>
                    {reviewer.nickname}
                  </Table.Th>
                  {COUNTS.map((count) => (
                    <Table.Td key={count}>
                      {reviewer[count] ?? (
                        <Text span fz="xs" c="dimmed" fs="italic">
                          {teamText.hiddenWhileBlind}
                        </Text>
                      )}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Box>
  );
}
