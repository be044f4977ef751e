import { Avatar, Box, Group, Loader, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { personsApi, PERSON_SUMMARY_TERMS, workspaceApi, type InvestigationData } from '@quarry/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { callApi } from '../../api';
import { GraphCanvas } from '../../graph/GraphCanvas';
import { LayoutController } from '../../graph/LayoutController';
import { authorGraphQuery } from '../../graph/graphQueries';
import { authorGraphModel } from '../author-graph';
import {
  authorImagePath,
  personDetailsQuery,
  personText,
  useFilterSpec,
  useWorkspace,
  useWorkspaceTab,
  type WorkspaceTab,
} from '../workspace';

export const profileText = {
  heading: (name: string) => `Profile: ${name}`,
  coAuthors: 'Co-Authors',
  interests: 'Research Interests',
  publications: 'Publications',
  perYear: 'Publications per Year',
  open: (what: string) => `Open ${what}`,
  none: 'None yet',
  yearBar: (year: number, count: number) => `${count} publication${count === 1 ? '' : 's'} in ${year}`,
};

/** The first publications the overview lists (doc 3 §9). */
export const OVERVIEW_PUBLICATIONS = 3;

/**
 * A person profile's overview (doc 3 §2): a 2×2 grid of the person's co-authors (a locked graph), research
 * interests, first publications and publications per year; a click on each opens its tab.
 */
export function ProfileOverview() {
  const { investigation, apiType, profilePersonId } = useWorkspace();
  const spec = useFilterSpec();
  const personId = profilePersonId!;
  const params = { type: apiType, id: investigation.id };
  const summary = useQuery({
    queryKey: ['workspace', investigation.id, 'person-summary', personId, 'profile'],
    queryFn: ({ signal }) =>
      callApi(personsApi.summary, {
        params: { ...params, personId },
        query: { personName: '', termsCount: PERSON_SUMMARY_TERMS.elsewhere },
        signal,
      }),
  });
  const data = useQuery({
    queryKey: ['workspace', investigation.id, 'profile-histogram', spec],
    queryFn: ({ signal }) => callApi(workspaceApi.data, { params, query: { pageSize: 1 }, body: spec, signal }),
  });
  const person = { id: investigation.id, apiType, personId };
  const details = useQuery(personDetailsQuery(person));
  const name = summary.data?.personName ?? '';
  const imageId = details.data?.authorImageId;
  return (
    <Stack p="md" gap="md" h="100%" style={{ overflowY: 'auto' }} data-testid="profile-overview">
      <Group gap="sm" wrap="nowrap">
        {imageId && (
          <Avatar
            src={authorImagePath(person, imageId)}
            alt={personText.imageOf(name)}
            size="lg"
            radius="sm"
            data-testid="profile-image"
          />
        )}
        <Title order={2} size="h3">
          {summary.data ? profileText.heading(name) : <Loader size="sm" />}
        </Title>
      </Group>
      <SimpleGrid cols={2} spacing="md" style={{ flex: 1 }}>
        <Tile title={profileText.coAuthors} tab="author-graph">
          <LockedCoAuthors />
        </Tile>
        <Tile title={profileText.interests} tab="entity-graph">
          <Text size="sm">{summary.data?.terms.map((term) => term.term).join(' · ') || profileText.none}</Text>
        </Tile>
        <Tile title={profileText.publications} tab="documents">
          <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {(summary.data?.documents ?? []).slice(0, OVERVIEW_PUBLICATIONS).map((document) => (
              <Text key={document.id} size="sm" component="li" data-testid="profile-publication">
                {document.title}
              </Text>
            ))}
          </Stack>
        </Tile>
        <Tile title={profileText.perYear} tab="documents">
          <YearBars bars={data.data?.dateHistogram ?? []} />
        </Tile>
      </SimpleGrid>
    </Stack>
  );
}

/** One quarter of the grid: its title, its content, and a click anywhere on it opening its tab. */
function Tile({ title, tab, children }: { title: string; tab: WorkspaceTab; children: ReactNode }) {
  const { open } = useWorkspaceTab();
  return (
    <Paper withBorder p="sm" style={{ position: 'relative', minHeight: 220, display: 'flex', flexDirection: 'column' }}>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      <Box style={{ flex: 1, minHeight: 0, position: 'relative' }}>{children}</Box>
      {/* Over the tile: the graph inside stays locked, and the whole tile is one target. */}
      <UnstyledButton
        aria-label={profileText.open(title)}
        onClick={() => open(tab)}
        style={{ position: 'absolute', inset: 0 }}
      />
    </Paper>
  );
}

/** The person's co-authors as a small circular graph nobody can move (the Co-Authors tab has the real one). */
function LockedCoAuthors() {
  const { investigation, apiType } = useWorkspace();
  const spec = useFilterSpec();
  const answer = useQuery(authorGraphQuery(investigation.id, apiType, spec, null));
  const graph = useMemo(
    () =>
      answer.data
        ? authorGraphModel(answer.data, { sizeBy: 'documentCount', colorBy: 'recentAffiliationCode' })
        : undefined,
    [answer.data],
  );
  if (!graph) return <Loader size="sm" />;
  return (
    <Box h={180}>
      <GraphCanvas graph={graph} label={`${profileText.coAuthors}: ${graph.order}`}>
        <LayoutController layout="circular" />
      </GraphCanvas>
    </Box>
  );
}

/** Publications per year as small bars (the documents' date histogram), each with its count above and year below. */
function YearBars({ bars }: { bars: InvestigationData['dateHistogram'] }) {
  const highest = Math.max(1, ...bars.map((bar) => bar.totalCount));
  if (bars.length === 0) return <Text size="sm">{profileText.none}</Text>;
  return (
    <Group gap={2} align="flex-end" h={140} wrap="nowrap" data-testid="profile-years">
      {bars.map((bar) => (
        <Stack key={bar.year} gap={2} align="center" style={{ flex: 1, minWidth: 0 }} data-testid="profile-year">
          <Text size="10px" fw={600}>
            {bar.totalCount}
          </Text>
          <Box
            w="70%"
            maw={20}
            h={(bar.totalCount / highest) * 90}
            bg="blue.5"
            title={profileText.yearBar(bar.year, bar.totalCount)}
          />
          <Text size="10px" c="dimmed">
            {bar.year}
          </Text>
        </Stack>
      ))}
    </Group>
  );
}
