import { Box, Center, Progress, Stack, Text } from '@mantine/core';
import { loadingText } from '@quarry/contract';
import { useMemo, useState, type ReactNode } from 'react';
import { PageLoader } from '../../../components/layout';
import { useAbout } from '../../auth';
import { useDocumentEdits } from '../data/useDocumentEdits';
import { fullTextPath } from '../editing/documentCalls';
import type { WorkspaceResults } from '../data/useWorkspaceDocuments';
import { HarvestProgressProvider } from '../harvests';
import { useOpenLabelDialog } from '../labels/labelDialogContext';
import { hasActiveFilters, highlightOf, resultsKey } from '../state/filterSpec';
import { useFilterSpec, useWorkspace, useWorkspaceState } from '../state/workspaceContext';
import { SuggestedTermsPane, useSuggestedTerms } from '../suggested';
import type { ItemOptions } from './DocumentItem';
import { DocumentList } from './DocumentList';
import { DocumentsHeading } from './DocumentsHeading';
import { emptyStateText, showsLaunchScreen } from './documentsView';
import { LaunchScreen } from './LaunchScreen';
import { DocumentsSelectionBar } from './SelectionBar';
import { ReviewFilterBar } from './ReviewFilterBar';
import { ListedCount } from './ListedCount';
import { ShortcutsHelp } from './ShortcutsHelp';
import { useScreeningShortcuts } from './useScreeningShortcuts';
import { useViewLevel } from './useViewLevel';
import { workspaceText } from '../workspaceLabels';
import { FacultyStrip, UnmatchedUrls } from '../faculty';

/**
 * The documents (results) pane (doc 2 §2): heading, the suggested-terms pane (Topic investigations), the selection
 * bar while documents are selected, then the results, a loading screen or an empty state; the screening shortcuts
 * act on its documents and "?" lists them.
 */
export function DocumentsPane({ results, live }: { results: WorkspaceResults; live?: ReactNode }) {
  const { investigation, apiType, topic, user, pageSize, reviewProfile } = useWorkspace();
  const spec = useFilterSpec();
  const edits = useDocumentEdits();
  const openLabelDialog = useOpenLabelDialog();
  const suggested = useSuggestedTerms();
  const [viewLevel, setViewLevel] = useViewLevel(Boolean(user?.omnipotent));
  const { showDocumentLabels } = useAbout();
  const [scrollRoot, setScrollRoot] = useState<HTMLDivElement | null>(null);
  const shortcuts = useScreeningShortcuts(scrollRoot);
  const { data, documents } = results;
  const knownLabels = data?.labels;
  const { searchTerms, entities } = highlightOf(spec);
  const editable = investigation.can.work;
  const reviewable = investigation.can.screen;

  // The selection belongs to one result list: a new spec starts with nothing selected.
  const listKey = useMemo(() => resultsKey(spec), [spec]);
  const toggleSelect = useWorkspaceState((state) => state.toggleDocument);

  const options = useMemo<ItemOptions>(
    () => ({
      viewLevel,
      edits,
      knownLabels: knownLabels ?? [],
      showLabels: showDocumentLabels,
      topic,
      facultyWorks: Boolean(user?.facultyWorks),
      editable,
      reviewable,
      highlight: { searchTerms, entities },
      // The bulk actions review (mark read, label): without them nothing is selected.
      onToggleSelect: reviewable ? toggleSelect : undefined,
      documentEditing: editable && Boolean(user?.omnipotent),
      fullTextHref: (documentId: number) => fullTextPath({ apiType, id: investigation.id }, documentId),
    }),
    [
      viewLevel,
      edits,
      knownLabels,
      showDocumentLabels,
      topic,
      user?.facultyWorks,
      user?.omnipotent,
      editable,
      reviewable,
      searchTerms,
      entities,
      toggleSelect,
      apiType,
      investigation.id,
    ],
  );

  let body: ReactNode;
  if (results.loading) body = <PageLoader label={loadingText.documents} />;
  else if (documents.length > 0) {
    body = (
      <DocumentList
        documents={documents}
        total={results.total}
        pageIds={results.pageIds}
        options={options}
        pageSize={pageSize}
        hasMore={results.hasMore}
        onLoadMore={results.loadMore}
        onLoadAll={results.loadAll}
        scrollRoot={scrollRoot}
        listKey={listKey}
      />
    );
  } else if (
    showsLaunchScreen(topic, investigation.age, data?.terms.active.length ?? 0, investigation.totalDocuments)
  ) {
    body = <LaunchScreen ageSeconds={investigation.age} />;
  } else {
    const text = emptyStateText({
      reviewProfile,
      filtersActive: hasActiveFilters(spec),
      topic,
      suggestedTerms: suggested?.suggestions.length ?? 0,
    });
    body = (
      <Center p="xl">
        <Text c="dimmed" data-testid="documents-empty">
          {text}
        </Text>
      </Center>
    );
  }

  return (
    <HarvestProgressProvider>
      <Stack h="100%" gap={0} data-testid="documents-pane">
        <DocumentsHeading
          count={data?.documentCounts.totalDocumentCount}
          viewLevel={viewLevel}
          onViewLevel={setViewLevel}
          onAddLabelToAll={() => openLabelDialog({ kind: 'addToAll' })}
          onShowShortcuts={shortcuts.openHelp}
          live={live}
        />
        {user?.facultyWorks && !reviewProfile && (
          <FacultyStrip documents={results.stale ? undefined : documents} allLoaded={!results.hasMore} />
        )}
        {reviewProfile && <ReviewFilterBar />}
        {data?.unmatchedUrls && <UnmatchedUrls urls={data.unmatchedUrls} />}
        {topic && <SuggestedTermsPane />}
        <DocumentsSelectionBar documents={documents} listKey={listKey} />
        {/* A line rather than a faded list: faded text is unreadable (axe: color-contrast). */}
        <Progress
          size={2}
          value={100}
          animated
          aria-label={loadingText.refreshing}
          style={{ visibility: results.fetching && !results.fetchingMore ? 'visible' : 'hidden' }}
        />
        <Box
          ref={setScrollRoot}
          style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}
          aria-busy={results.fetching}
          role={documents.length > 0 ? 'region' : undefined}
          tabIndex={documents.length > 0 ? 0 : undefined}
          aria-label={documents.length > 0 ? workspaceText.documentsList : undefined}
        >
          {body}
        </Box>
        {documents.length > 0 && <ListedCount results={results} />}
        <ShortcutsHelp opened={shortcuts.helpOpen} onClose={shortcuts.closeHelp} />
      </Stack>
    </HarvestProgressProvider>
  );
}
