import { Divider, Stack } from '@mantine/core';
import type { InvestigationData } from '@quarry/contract';
import { memo } from 'react';
import { useWorkspace } from '../state/workspaceContext';
import { mergeAcademicPublications } from './academicPublications';
import { ActiveFilterChips } from './ActiveFilterChips';
import { DateHistogram } from './DateHistogram';
import { DisplayedResultsFilter } from './DisplayedResultsFilter';
import { FreeTextFilter } from './FreeTextFilter';
import { TopBarGraph } from './TopBarGraph';
import { visibleTopLists } from './topBars';

/** A profile's lists show Academic Publication for three classifications (doc 2 §4). */
const profileTops = (tops: InvestigationData['tops'], profile: boolean) =>
  profile ? tops.map(mergeAcademicPublications) : tops;

/**
 * The filters and tops pane (doc 2 §2): active filter chips with Clear Filters, the date histogram, Displayed
 * Results, the free-text search and a bar graph per category. Memoized: while a new filter's results load, the
 * previous data is shown, and each part re-renders only for the part of the filter it reads.
 */
export const FiltersPane = memo(function FiltersPane({ data }: { data: InvestigationData | undefined }) {
  const { reviewProfile, profilePersonId } = useWorkspace();
  return (
    <Stack gap="md" p="sm" data-testid="filters-pane">
      <ActiveFilterChips />
      <DateHistogram bars={data?.dateHistogram ?? []} />
      <DisplayedResultsFilter />
      <FreeTextFilter />
      {visibleTopLists(profileTops(data?.tops ?? [], profilePersonId !== undefined), {
        reviewProfile,
        personProfile: profilePersonId !== undefined,
      }).map((list) => (
        <Stack key={list.name} gap="md">
          <Divider />
          <TopBarGraph list={list} />
        </Stack>
      ))}
    </Stack>
  );
});
