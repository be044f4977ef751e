import { ActionIcon, Anchor, Avatar, Box, Button, Group, SimpleGrid, Text, Title, Tooltip } from '@mantine/core';
import { personSummaryNoData, personsApi, type PersonSummary } from '@quarry/contract';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { highlightPath } from '../../../lib/routes';
import { showFailure } from '../../../lib/showFailure';
import { callApi } from '../../../api';
import { exportToExcel } from '../documents/exportToExcel';
import { useOpenInsight } from '../insightOpener';
import {
  type ShownAuthor,
  useFilterSpec,
  useShowAuthor,
  useShownAuthor,
  useUpdateSpec,
  useWorkspace,
} from '../state/workspaceContext';
import { DISAMBIGUATE_NAME_PARAM, profilePath, useWorkspaceTab } from '../tabs/workspaceTabs';
import { AuthorMenu } from './AuthorMenu';
import { narrowToAuthor } from './authorFilter';
import { EditAuthorDialog } from './EditAuthorDialog';
import { EnrichAuthorDialog } from './EnrichAuthorDialog';
import { InterestTermMenu } from './InterestTermMenu';
import { ReMergeDialog } from './ReMergeDialog';
import { personText } from './personLabels';
import { useActiveAuthor } from './useActiveAuthor';
import { summaryButtons, summaryTermsCount, type SummaryPlacement } from './summaryPlacement';
import {
  authorImagePath,
  personDetailsKey,
  personDetailsQuery,
  personSummariesKey,
  personSummaryQuery,
} from './personQueries';

// The cropper is loaded with the dialog, not with the workspace.
const UploadImageDialog = lazy(async () => ({ default: (await import('./UploadImageDialog')).UploadImageDialog }));
import { PaneFailure, PaneLoading } from './PaneStates';
import { FIRST_SHOWN, SummaryList } from './SummaryList';

/** A profile under review opens its author's menu after this long (doc 3 §2). */
const REVIEW_MENU_DELAY_MS = 1000;

/** The right pane's author summary (doc 2 §2 Author summary pane) of the author the workspace shows. */
export function AuthorSummaryPane() {
  const shownAuthor = useShownAuthor();
  const showAuthor = useShowAuthor();
  if (!shownAuthor) return null;
  return (
    <AuthorSummary key={shownAuthor.personId} author={shownAuthor} placement="right" onClose={() => showAuthor(null)} />
  );
}

/** The documents pane's author summary (doc 3 §2: the left of a person profile's documents sub-route). */
export function ProfileAuthorSummary({ personId }: { personId: number }) {
  return <AuthorSummary key={personId} author={{ personId, name: '' }} placement="documents" />;
}

/** The author summary of a Person insight, in the report's All Details (doc 2 §2: an insight preview). */
export function InsightAuthorSummary({ author }: { author: ShownAuthor }) {
  return <AuthorSummary key={author.personId} author={author} placement="insight" />;
}

interface SummaryProps {
  author: ShownAuthor;
  placement: SummaryPlacement;
  /** Back to the filters (the right pane's summary only). */
  onClose?: () => void;
}

function AuthorSummary({ author, placement, onClose }: SummaryProps) {
  const { investigation, apiType, user, reviewProfile, profilePersonId } = useWorkspace();
  const openInsight = useOpenInsight();
  const summary = useQuery(
    personSummaryQuery({
      id: investigation.id,
      apiType,
      personId: author.personId,
      personName: author.name,
      termsCount: summaryTermsCount(placement),
    }),
  );
  const [editing, setEditing] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [enriching, setEnriching] = useState(false);
  const [reMerging, setReMerging] = useState(false);
  const details = useQuery(personDetailsQuery({ id: investigation.id, apiType, personId: author.personId }));
  const clearImage = useClearImage(author.personId);
  const undoMerge = useUndoMerge(author.personId);
  const launch = useLaunchInvestigation(author.personId);
  const name = summary.data?.personName ?? author.name;
  const exportDocuments = useExportAuthorDocuments(author.personId, name);
  // Doc 2 §6: omnipotent users edit an author's name and profile page, in investigations they may work in.
  const canEdit = Boolean(user?.omnipotent && investigation.can.work && summary.data);
  // Doc 2 §2: Re-Merge… for facultyWorks users, when the author was not merged by hand.
  const canReMerge = Boolean(
    user?.facultyWorks && investigation.can.work && summary.data && !summary.data.manuallyMerged,
  );
  // Doc 2 §6: facultyWorks users add an author to the configuration's Active Authors from its menu.
  const activeAuthor = useActiveAuthor(
    author.personId,
    name,
    Boolean(user?.facultyWorks && investigation.can.work && summary.data),
  );
  return (
    <Box
      p="sm"
      data-testid="author-summary"
      data-placement={placement}
      aria-label={personText.summaryOf(name)}
      role="region"
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        {onClose && (
          <Tooltip label={personText.backToFilters}>
            <ActionIcon variant="subtle" aria-label={personText.backToFilters} onClick={onClose}>
              <span aria-hidden>←</span>
            </ActionIcon>
          </Tooltip>
        )}
        {details.data?.authorImageId && (
          <Avatar
            src={authorImagePath(
              { id: investigation.id, apiType, personId: author.personId },
              details.data.authorImageId,
            )}
            alt={personText.imageOf(name)}
            size="md"
            radius="sm"
            data-testid="author-image"
          />
        )}
        <Title order={2} size="h4" style={{ flex: 1, overflowWrap: 'anywhere' }}>
          {name}
        </Title>
        <AuthorMenu
          name={name}
          firstAffiliation={summary.data?.recentAffiliations[0]?.affiliation}
          onEdit={canEdit ? () => setEditing(true) : undefined}
          onUndoMerge={summary.data?.manuallyMerged && investigation.can.work ? () => undoMerge.mutate() : undefined}
          onReMerge={canReMerge ? () => setReMerging(true) : undefined}
          onAddToActiveAuthors={activeAuthor.canAdd ? activeAuthor.add : undefined}
          onLaunch={summary.data && investigation.can.work ? () => launch.mutate() : undefined}
          onEnrich={investigation.can.work ? () => setEnriching(true) : undefined}
          onExport={investigation.can.work ? exportDocuments : undefined}
          onAddInsight={
            openInsight && summary.data
              ? () =>
                  openInsight({
                    type: 'Person',
                    title: name,
                    referencedObject: String(author.personId),
                    referencedEntity: name,
                  })
              : undefined
          }
          onUploadImage={details.data && investigation.can.work ? () => setUploading(true) : undefined}
          onClearImage={details.data?.authorImageId && investigation.can.work ? () => clearImage.mutate() : undefined}
          autoOpenAfterMs={reviewProfile && author.personId === profilePersonId ? REVIEW_MENU_DELAY_MS : undefined}
        />
      </Group>
      {enriching && <EnrichAuthorDialog name={name} onClose={() => setEnriching(false)} />}
      {reMerging && <ReMergeDialog personId={author.personId} name={name} onClose={() => setReMerging(false)} />}
      {editing && summary.data && (
        <EditAuthorDialog personId={author.personId} summary={summary.data} onClose={() => setEditing(false)} />
      )}
      {uploading && details.data && (
        <Suspense fallback={null}>
          <UploadImageDialog details={details.data} onClose={() => setUploading(false)} />
        </Suspense>
      )}
      {summary.isPending ? (
        <PaneLoading label={personText.loading} />
      ) : summary.isError ? (
        <PaneFailure error={summary.error} />
      ) : summary.data === null ? (
        <Text mt="sm" data-testid="author-summary-no-data">
          {personSummaryNoData}
        </Text>
      ) : (
        <SummaryBody summary={summary.data} author={author} placement={placement} />
      )}
    </Box>
  );
}

/** Undo Manual Merge (doc 2 §2): runs in the background; its end lights the refresh button (the live socket). */
function useUndoMerge(personId: number) {
  const { investigation, apiType } = useWorkspace();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      callApi(personsApi.undoMerge, { params: { type: apiType, id: investigation.id }, body: [personId] }),
    onSuccess: () => {
      notifications.show({ message: personText.undoMergeStarted, color: 'teal' });
      void queryClient.invalidateQueries({ queryKey: personSummariesKey(investigation.id) });
    },
    onError: showFailure,
  });
}

/** Launch Web Investigation (doc 2 §2): a Person investigation of the author (…/correlated), linked from a notice. */
function useLaunchInvestigation(personId: number) {
  const { investigation, apiType } = useWorkspace();
  return useMutation({
    mutationFn: () =>
      callApi(personsApi.correlated, { params: { type: apiType, id: investigation.id }, body: { personId } }),
    onSuccess: (created) =>
      notifications.show({
        color: 'teal',
        message: (
          <>
            {personText.launched}{' '}
            <Anchor component={Link} to={highlightPath(created.id)} size="sm">
              {personText.openInList}
            </Anchor>
          </>
        ),
      }),
    onError: showFailure,
  });
}

/** Export to Excel (doc 2 §2): the workbook of the author's documents within the current filters. */
function useExportAuthorDocuments(personId: number, name: string) {
  const { investigation } = useWorkspace();
  const spec = useFilterSpec();
  return () => void exportToExcel(investigation, narrowToAuthor(spec, personId, name), showFailure);
}

/** Remove Image: the person shows no picture (clear-image). */
function useClearImage(personId: number) {
  const { investigation, apiType } = useWorkspace();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      callApi(personsApi.clearImage, { params: { type: apiType, id: investigation.id, personId }, body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personDetailsKey(investigation.id) }),
    onError: showFailure,
  });
}

const COUNTS = ['articles', 'books', 'bookChapters', 'authors', 'patents'] as const;

function SummaryBody({
  summary,
  author,
  placement,
}: {
  summary: PersonSummary;
  author: ShownAuthor;
  placement: SummaryPlacement;
}) {
  const { user, topic, investigation, profilePersonId } = useWorkspace();
  const buttons = summaryButtons({
    placement,
    topic,
    facultyWorks: Boolean(user?.facultyWorks),
    profile: profilePersonId !== undefined,
  });
  const updateSpec = useUpdateSpec();
  const addAsFilter = () => updateSpec((spec) => narrowToAuthor(spec, author.personId, summary.personName));
  return (
    <>
      <SimpleGrid cols={5} spacing={4} mt="sm" data-testid="author-counts">
        {COUNTS.map((key) => (
          <Box key={key} ta="center">
            <Text fw={700} size="lg">
              {summary.bibliographicDetails[key].toLocaleString('en-US')}
            </Text>
            <Text size="xs" c="dark.4">
              {personText.counts[key]}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      <SummaryList
        title={personText.institutes}
        items={summary.recentAffiliations}
        textOf={(a) => [a.affiliation, personText.years(a.fromYear, a.toYear)].filter(Boolean).join(', ')}
        copyLabel={personText.copyAffiliations}
        firstShown={FIRST_SHOWN}
      />
      <SummaryList
        title={personText.interests}
        items={summary.terms}
        textOf={(t) => t.term}
        render={(t) => <InterestTermMenu term={t.term} />}
        copyLabel={personText.copyInterests}
        firstShown={10}
      />
      <SummaryList
        title={personText.documents}
        items={summary.documents}
        textOf={(d) => d.title}
        copyLabel={personText.copyDocuments}
        firstShown={10}
        render={(d) =>
          d.url ? (
            <Anchor href={d.url} target="_blank" rel="noopener noreferrer" size="sm">
              {d.title}
            </Anchor>
          ) : (
            d.title
          )
        }
        actions={
          <Button size="compact-xs" variant="subtle" onClick={addAsFilter}>
            {personText.addAsFilter}
          </Button>
        }
      />
      <SummaryList
        title={personText.nameVariants}
        items={summary.aliasNames}
        textOf={(alias) => alias}
        copyLabel={personText.copyNameVariants}
      />
      {summary.universityProfileUrl && (
        <Anchor
          href={summary.universityProfileUrl}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          mt="md"
          display="block"
        >
          {personText.universityProfile}
        </Anchor>
      )}
      {user?.facultyWorks && <ReviewLine summary={summary} personId={author.personId} />}
      <Group gap="xs">
        {buttons.disambiguate && <DisambiguateButton name={summary.personName} />}
        {buttons.fullProfile && (
          <Button
            mt="md"
            size="compact-sm"
            variant="light"
            component="a"
            href={profilePath(investigation, author.personId)}
            target="_blank"
            rel="noopener"
          >
            {personText.fullProfile}
          </Button>
        )}
      </Group>
    </>
  );
}

/** Disambiguate (doc 2 §2: Person investigations only): the Possible Matches of the author's name. */
function DisambiguateButton({ name }: { name: string }) {
  const { open } = useWorkspaceTab();
  return (
    <Button
      mt="md"
      size="compact-sm"
      variant="light"
      onClick={() => open('disambiguate', `?${new URLSearchParams({ [DISAMBIGUATE_NAME_PARAM]: name })}`)}
    >
      {personText.disambiguate}
    </Button>
  );
}

/** Last reviewed and Mark Reviewed (doc 2 §2, §6: facultyWorks users). */
function ReviewLine({ summary, personId }: { summary: PersonSummary; personId: number }) {
  const { investigation, apiType } = useWorkspace();
  const queryClient = useQueryClient();
  const markReviewed = useMutation({
    mutationFn: () =>
      callApi(personsApi.reviewed, { params: { type: apiType, id: investigation.id, personId }, body: { personId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personSummariesKey(investigation.id) }),
  });
  return (
    <Group justify="space-between" mt="md" gap="xs">
      <Text size="sm" data-testid="author-last-reviewed">
        {personText.lastReviewed}:{' '}
        {summary.lastReviewTime ? new Date(summary.lastReviewTime).toLocaleString('en-GB') : personText.neverReviewed}
      </Text>
      {investigation.can.work && (
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => markReviewed.mutate()}
          loading={markReviewed.isPending}
        >
          {personText.markReviewed}
        </Button>
      )}
    </Group>
  );
}
