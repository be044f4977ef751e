import { Box, Table, Text, Title } from '@mantine/core';
import { PaneFailure, PaneLoading } from '../../persons/PaneStates';
import { teamText } from './teamLabels';
import { useTeamProgress } from './teamQueries';

const DECISIONS = ['relevant', 'irrelevant', 'maybe'] as const;
const COUNTS = ['screened', ...DECISIONS] as const;
const SMALL = { fontSize: 'var(--mantine-font-size-xs)' };

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
        // Wider than the side column with many counts hidden: it scrolls, and so is focusable (keyboard scrolling).
        <Box style={{ overflowX: 'auto' }} tabIndex={0} role="group" aria-label={teamText.progressCaption}>
          <Table
            verticalSpacing={4}
            horizontalSpacing={6}
            aria-label={teamText.progressCaption}
            styles={{ th: SMALL, td: SMALL }}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{teamText.columns.reviewer}</Table.Th>
                {COUNTS.map((count) => (
                  <Table.Th
                    key={count}
                    scope="col"
                    title={teamText.columns[count]}
                    aria-label={teamText.columns[count]}
                  >
                    {teamText.shortColumns[count] ?? teamText.columns[count]}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {team.data.reviewers.map((reviewer) => (
                <Table.Tr key={reviewer.userId}>
                  <Table.Th scope="row" fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {reviewer.nickname}
                  </Table.Th>
                  <Table.Td>{reviewer.screened}</Table.Td>
                  {DECISIONS.every((count) => reviewer[count] === null) ? (
                    // Another reviewer's decisions while blind: one cell says so for the three.
                    <Table.Td colSpan={DECISIONS.length}>
                      <Hidden />
                    </Table.Td>
                  ) : (
                    DECISIONS.map((count) => <Table.Td key={count}>{reviewer[count] ?? <Hidden />}</Table.Td>)
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      )}
    </Box>
  );
}

const Hidden = () => (
  <Text span fz="xs" c="dimmed" fs="italic">
    {teamText.hiddenWhileBlind}
  </Text>
);
