import { notifications } from '@mantine/notifications';
import {
  entitiesApi,
  entityTypeCategory,
  mergeKindOfType,
  removalApi,
  type EntityGraphNode,
  type SelectedTop,
} from '@quarry/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type Graph from 'graphology';
import { useState, type Dispatch, type ReactNode } from 'react';
import { callApi } from '../../api';
import { ConfirmDialog } from '../../components/dialog';
import type { GraphCommand } from '../../graph/GraphContextMenu';
import { graphsKey } from '../../graph/graphQueries';
import { pathBetween } from '../../graph/graphState';
import type { GraphView, GraphViewAction } from '../../graph/graphView';
import {
  hasTerm,
  isTopSelected,
  selectTops,
  useFilterSpec,
  useSearchDefinition,
  useUpdateSpec,
  useWorkspace,
  workspaceDocumentsKey,
} from '../workspace';
import { entityGraphText, removalKind } from './entityGraphLabels';
import { showFailure } from '../../lib/showFailure';

interface EntityCommandsInput {
  graph: Graph | undefined;
  nodes: readonly EntityGraphNode[];
  view: GraphView;
  dispatch: Dispatch<GraphViewAction>;
  /** Creates an insight of the graph (null: insights cannot be added here). */
  onAddInsight: (() => void) | null;
}

/** The filter an entity node adds: its top list's name and value (doc 3 §3 chip names). */
export const topOfNode = (node: EntityGraphNode): SelectedTop => ({
  name: entityTypeCategory[node.type],
  selectedValue: node.id.slice(node.type.length + 1),
  selectedDisplayValue: node.term,
});

/**
 * The entity graph's right-click commands (doc 3 §2, §4, §5): remove (with its confirmation; also the Delete key),
 * add as tracked term (one node, not tracked yet), shortest path (two connected), search the web, copy, add as
 * filter (none of them a filter already). Answers the items, the remove request for the keyboard and the dialogs.
 */
export function useEntityCommands({ graph, nodes, view, dispatch, onAddInsight }: EntityCommandsInput): {
  items: GraphCommand[];
  askRemove(): void;
  dialogs: ReactNode;
} {
  const { investigation } = useWorkspace();
  const spec = useFilterSpec();
  const updateSpec = useUpdateSpec();
  const definition = useSearchDefinition();
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<EntityGraphNode[] | null>(null);
  const [merging, setMerging] = useState<EntityGraphNode[] | null>(null);
  const picked = [...view.picked]
    .map((id) => nodes.find((node) => node.id === id))
    .filter((node): node is EntityGraphNode => node !== undefined);
  const removable = picked.filter((node) => node.type !== 'TERM');
  const one = picked.length === 1 ? picked[0]! : null;

  const remove = useMutation({
    mutationFn: (entities: EntityGraphNode[]) =>
      callApi(removalApi.removeEntities, {
        params: { id: investigation.id },
        body: Object.fromEntries(
          entities.map((node) => [topOfNode(node).selectedValue, removalKind[node.type as keyof typeof removalKind]]),
        ),
      }),
    onSuccess: () => {
      setRemoving(null);
      dispatch({ type: 'clear' });
      void refresh();
    },
    onError: showFailure,
  });
  const refresh = () =>
    Promise.all(
      [graphsKey(investigation.id), workspaceDocumentsKey(investigation.id)].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  const merge = useMutation({
    mutationFn: (entities: EntityGraphNode[]) =>
      callApi(entitiesApi.merge, {
        params: { id: investigation.id, kinds: mergeKindOfType[entities[0]!.type as keyof typeof mergeKindOfType] },
        body: entities.map((node) => topOfNode(node).selectedValue),
      }),
    onSuccess: () => {
      setMerging(null);
      dispatch({ type: 'clear' });
      void refresh();
    },
    onError: showFailure,
  });
  const mergeable = picked.length >= 2 && picked.every((node) => node.type === picked[0]!.type && node.type !== 'TERM');
  const askRemove = () => void (removable.length > 0 && setRemoving(removable));

  const connected =
    picked.length === 2 && graph !== undefined && pathBetween(graph, picked[0]!.id, picked[1]!.id) !== null;
  const tracked = one !== null && definition?.state !== undefined && hasTerm(definition.state, one.term);
  const tops = picked.map(topOfNode);
  const items: GraphCommand[] = [
    {
      label: entityGraphText.remove,
      hidden: picked.length === 0,
      disabled: removable.length === 0,
      color: 'red',
      onClick: askRemove,
    },
    {
      label: entityGraphText.merge,
      hidden: picked.length < 2,
      disabled: !mergeable,
      onClick: () => setMerging(picked),
    },
    {
      label: entityGraphText.addTerm,
      hidden: definition === null || !definition.editable,
      disabled: !one || tracked || one.type === 'TERM',
      onClick: () => one && definition?.addTerm(one.term, undefined),
    },
    {
      label: entityGraphText.shortestPath,
      hidden: picked.length === 0,
      disabled: !connected,
      onClick: () => graph && dispatch({ type: 'path', graph }),
    },
    {
      label: entityGraphText.searchWeb,
      hidden: !one,
      onClick: () =>
        one && window.open(`https://www.google.com/search?q=${encodeURIComponent(one.term)}`, '_blank', 'noopener'),
    },
    {
      label: entityGraphText.copy,
      hidden: !one,
      onClick: () =>
        one &&
        void navigator.clipboard
          .writeText(one.term)
          .then(() => notifications.show({ message: entityGraphText.copied }), showFailure),
    },
    {
      label: entityGraphText.createInsight,
      hidden: !onAddInsight,
      onClick: () => onAddInsight?.(),
    },
    {
      label: entityGraphText.addFilter,
      hidden: picked.length === 0,
      disabled: tops.some((top) => isTopSelected(spec, top)),
      onClick: () => updateSpec((current) => selectTops(current, tops)),
    },
  ];
  const dialogs = (
    <>
      <ConfirmDialog
        opened={merging !== null}
        title={entityGraphText.mergeTitle}
        message={entityGraphText.mergeMessage((merging ?? []).map((node) => node.term))}
        confirmLabel={entityGraphText.merge}
        busy={merge.isPending}
        onConfirm={() => merging && merge.mutate(merging)}
        onCancel={() => setMerging(null)}
      />
      <ConfirmDialog
        opened={removing !== null}
        title={entityGraphText.removeTitle(removing?.length ?? 0)}
        message={entityGraphText.removeMessage(removing?.length ?? 0)}
        confirmLabel={entityGraphText.remove}
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
  return { items, askRemove, dialogs };
}
