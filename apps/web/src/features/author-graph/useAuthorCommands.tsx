import { notifications } from '@mantine/notifications';
import { personsApi, type AuthorGraphNode } from '@quarry/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type Graph from 'graphology';
import { useState, type Dispatch, type ReactNode } from 'react';
import { callApi, callDownload } from '../../api';
import { ConfirmDialog } from '../../components/dialog';
import { ALL_CONNECTED_HOPS, NEIGHBOUR_HOPS } from '../../graph/graphConstants';
import type { GraphCommand } from '../../graph/GraphContextMenu';
import { graphsKey } from '../../graph/graphQueries';
import { pathBetween } from '../../graph/graphState';
import type { GraphView, GraphViewAction } from '../../graph/graphView';
import {
  DISAMBIGUATE_NAME_PARAM,
  profilePath,
  useShowAuthor,
  useWorkspace,
  useWorkspaceTab,
  workspaceDocumentsKey,
} from '../workspace';
import { authorGraphText } from './authorGraphLabels';
import { showFailure } from '../../lib/showFailure';

interface AuthorCommandsInput {
  graph: Graph | undefined;
  nodes: readonly AuthorGraphNode[];
  view: GraphView;
  dispatch: Dispatch<GraphViewAction>;
  onSimilarity(author: { personId: number; name: string }): void;
  /** Something changed that the graph shows only after a refresh (an undone merge): light the refresh button. */
  onBackgroundChange(): void;
}

/**
 * The author graph's context menu by the number of authors selected (doc 3 §2): merge for 2 or more, shortest path
 * for 2 connected, disambiguate (Person investigations), similarity, launch investigation and undo manual merge for
 * one; select co-authors and all connected authors. Answers the items and the dialogs they open.
 */
export function useAuthorCommands({
  graph,
  nodes,
  view,
  dispatch,
  onSimilarity,
  onBackgroundChange,
}: AuthorCommandsInput): { items: GraphCommand[]; dialogs: ReactNode } {
  const { investigation, apiType, topic, user } = useWorkspace();
  const showAuthor = useShowAuthor();
  const { open } = useWorkspaceTab();
  const queryClient = useQueryClient();
  const [merging, setMerging] = useState<AuthorGraphNode[] | null>(null);
  const params = { type: apiType, id: investigation.id };
  const picked = [...view.picked]
    .map((id) => nodes.find((node) => node.id === id))
    .filter((node): node is AuthorGraphNode => node !== undefined);
  const one = picked.length === 1 ? picked[0]! : null;
  const refreshGraphs = () =>
    Promise.all(
      [graphsKey(investigation.id), workspaceDocumentsKey(investigation.id)].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );

  const merge = useMutation({
    mutationFn: (authors: AuthorGraphNode[]) =>
      callApi(personsApi.merge, { params, body: authors.map((author) => Number(author.id)) }),
    onSuccess: (_, authors) => {
      setMerging(null);
      dispatch({ type: 'clear' });
      showAuthor(null);
      notifications.show({ message: authorGraphText.merged(authors[0]!.personName), color: 'teal' });
      void refreshGraphs();
    },
    onError: showFailure,
  });
  const undoMerge = useMutation({
    mutationFn: (author: AuthorGraphNode) => callApi(personsApi.undoMerge, { params, body: [Number(author.id)] }),
    onSuccess: () => {
      notifications.show({ message: authorGraphText.undoStarted, color: 'teal' });
      onBackgroundChange();
    },
    onError: showFailure,
  });
  const launch = useMutation({
    mutationFn: (author: AuthorGraphNode) =>
      callApi(personsApi.correlated, { params, body: { personId: Number(author.id) } }),
    onSuccess: () => notifications.show({ message: authorGraphText.launched, color: 'teal' }),
    onError: showFailure,
  });

  const connected =
    picked.length === 2 && graph !== undefined && pathBetween(graph, picked[0]!.id, picked[1]!.id) !== null;
  const items: GraphCommand[] = [
    { label: authorGraphText.merge, hidden: picked.length < 2, onClick: () => setMerging(picked) },
    {
      label: authorGraphText.mergeReport,
      hidden: picked.length < 2 || !user?.omnipotent,
      onClick: () =>
        void callDownload(
          `/api/investigations/${apiType}/${investigation.id}/merge-report`,
          picked.map((author) => Number(author.id)),
          'merge-report.txt',
        ).catch(showFailure),
    },
    {
      label: authorGraphText.shortestPath,
      hidden: picked.length !== 2,
      disabled: !connected,
      onClick: () => graph && dispatch({ type: 'path', graph }),
    },
    {
      label: authorGraphText.disambiguate,
      hidden: !one || topic,
      onClick: () => one && open('disambiguate', `?${DISAMBIGUATE_NAME_PARAM}=${encodeURIComponent(one.personName)}`),
    },
    {
      label: authorGraphText.fullProfile,
      hidden: !one || user?.facultyWorks,
      onClick: () => one && window.open(profilePath(investigation, Number(one.id)), '_blank', 'noopener'),
    },
    {
      label: authorGraphText.similarity,
      hidden: !one,
      onClick: () => one && onSimilarity({ personId: Number(one.id), name: one.personName }),
    },
    { label: authorGraphText.launch, hidden: !one, onClick: () => one && launch.mutate(one) },
    { label: authorGraphText.undoMerge, hidden: !one?.manuallyMerged, onClick: () => one && undoMerge.mutate(one) },
    {
      label: authorGraphText.selectCoAuthors,
      hidden: picked.length === 0,
      onClick: () => graph && dispatch({ type: 'grow', graph, hops: NEIGHBOUR_HOPS }),
    },
    {
      label: authorGraphText.selectConnected,
      hidden: picked.length === 0,
      onClick: () => graph && dispatch({ type: 'grow', graph, hops: ALL_CONNECTED_HOPS }),
    },
  ];
  const dialogs = (
    <ConfirmDialog
      opened={merging !== null}
      title={authorGraphText.mergeTitle}
      message={authorGraphText.mergeMessage((merging ?? []).map((author) => author.personName))}
      confirmLabel={authorGraphText.mergeConfirm}
      busy={merge.isPending}
      onConfirm={() => merging && merge.mutate(merging)}
      onCancel={() => setMerging(null)}
    />
  );
  return { items, dialogs };
}
