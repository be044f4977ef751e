import { Stack, Text } from '@mantine/core';
import { LIST_SPINNER_DELAY_MS, loadingText } from '@quarry/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { PageLoader } from '../../../components/layout';
import { INVESTIGATION_TABLE_ID } from '../../../lib/routes';
import { useDelayedFlag } from '../../../lib/useDelayedFlag';
import { useAbout, useCurrentUser } from '../../auth';
import { listLabel } from '../investigationLabels';
import { investigationsQuery, maySeeAll } from '../investigationQueries';
import { CreatedPopup } from './CreatedPopup';
import { InvestigationsTable } from './InvestigationsTable';
import { ListToolbar } from './ListToolbar';
import { matchesFilter, NEWEST_FIRST, numberRows, sortRows, type RowSort } from './listRows';
import { useListScrolling } from './useListScrolling';
import { useRowActions } from './useRowActions';

/**
 * The existing investigations (doc 1 §2): filter, own/all toggle for admins (the process menu is in the header),
 * and the table, polled every 5 s; the spinner shows only when the first answer takes longer than 250 ms.
 */
export function InvestigationsList() {
  const user = useCurrentUser();
  const about = useAbout();
  const [showAll, setShowAll] = useState(false);
  const [filter, setFilter] = useState('');
  const [sort, setSort] = useState<RowSort>(NEWEST_FIRST);
  const canSeeAll = maySeeAll(user);
  const query = useQuery(investigationsQuery(canSeeAll && showAll));
  const spinner = useDelayedFlag(query.isPending, LIST_SPINNER_DELAY_MS);
  const rows = useMemo(() => numberRows(query.data ?? []), [query.data]);
  const shownRows = sortRows(
    rows.filter((row) => matchesFilter(row.investigation, filter)),
    sort,
  );
  const highlightedId = useListScrolling(query.isSuccess, (id) => shownRows.some((row) => row.investigation.id === id));
  const rowActions = useRowActions();

  return (
    <Stack id={INVESTIGATION_TABLE_ID} gap="md" style={{ scrollMarginTop: 76 }}>
      <ListToolbar
        filter={filter}
        onFilterChange={setFilter}
        scope={canSeeAll ? { showAll, onChange: setShowAll } : undefined}
      />
      {query.isPending && spinner && <PageLoader label={loadingText.investigations} />}
      {query.isSuccess && shownRows.length === 0 && (
        <Text c="dimmed" ta="center" py="xl">
          {listLabel.empty}
        </Text>
      )}
      {shownRows.length > 0 && (
        <InvestigationsTable
          rows={shownRows}
          highlightedId={highlightedId}
          allowDuplicate={about.allowDuplicateInvestigation}
          onAction={rowActions.request}
          sort={sort}
          onSort={setSort}
        />
      )}
      {rowActions.dialog}
      <CreatedPopup />
    </Stack>
  );
}
