import {
  Avatar,
  Box,
  Button,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  loadingText,
  OVERVIEW_PUBLICATIONS,
  personProfileText,
  personSummaryNoData,
  type InvestigationData,
} from '@quarry/contract';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { PageLoader } from '../../components/layout';
import {
  authorImagePath,
  personText,
  useFilterSpec,
  useWorkspace,
  useWorkspaceTab,
  type WorkspaceTab,
} from '../workspace';
import { exportProfileToWord, profileQuery } from './profileQueries';

// The graph drawing (sigma, WebGL) is loaded only when there are co-authors to draw.
const LockedCoAuthors = lazy(() => import('./LockedCoAuthors'));

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

/**
 * A person profile's overview (doc 3 §2): a 2×2 grid of the person's co-authors (a locked graph), research
 * interests, first publications and publications per year, all from one call (POST …/profile; 'Loading Overview...'
 * until it answers); a click on each opens its tab. Export to Word downloads the profile (not for faculty users:
 * doc 2 §6).
 */
export function ProfileOverview() {
  const { investigation, apiType, profilePersonId, user } = useWorkspace();
  const spec = useFilterSpec();
  const input = { id: investigation.id, apiType, personId: profilePersonId!, spec };
  const profile = useQuery(profileQuery(input));
  if (profile.isError) return <Text p="md">{personSummaryNoData}</Text>;
  if (!profile.data) return <PageLoader label={loadingText.overview} />;
  const { summary, details, coAuthors, publicationsPerYear } = profile.data;
  const name = summary.personName;
  const imageId = details.authorImageId;
  return (
    <Stack p="md" gap="md" h="100%" style={{ overflowY: 'auto' }} data-testid="profile-overview">
      <Group gap="sm" wrap="nowrap">
        {imageId && (
          <Avatar
            src={authorImagePath(input, imageId)}
            alt={personText.imageOf(name)}
            size="lg"
            radius="sm"
            data-testid="profile-image"
          />
        )}
        <Title order={2} size="h3" style={{ flex: 1 }}>
          {profileText.heading(name)}
        </Title>
        {!user?.facultyWorks && (
          <Button variant="default" onClick={() => void exportProfileToWord(input, name)}>
            {personProfileText.exportToWord}
          </Button>
        )}
      </Group>
      <SimpleGrid cols={2} spacing="md" style={{ flex: 1 }}>
        <Tile title={profileText.coAuthors} tab="author-graph">
          {coAuthors.nodes.length === 0 ? (
            <Text size="sm">{profileText.none}</Text>
          ) : (
            <Suspense fallback={<Loader size="sm" />}>
              <LockedCoAuthors answer={coAuthors} label={profileText.coAuthors} />
            </Suspense>
          )}
        </Tile>
        <Tile title={profileText.interests} tab="entity-graph">
          <Text size="sm">{summary.terms.map((term) => term.term).join(' · ') || profileText.none}</Text>
        </Tile>
        <Tile title={profileText.publications} tab="documents">
          <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {summary.documents.slice(0, OVERVIEW_PUBLICATIONS).map((document) => (
              <Text key={document.id} size="sm" component="li" data-testid="profile-publication">
                {document.title}
              </Text>
            ))}
          </Stack>
        </Tile>
        <Tile title={profileText.perYear} tab="documents">
          <YearBars bars={publicationsPerYear} />
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
