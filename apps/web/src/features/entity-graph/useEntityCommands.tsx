import { notifications } from '@mantine/notifications';
import { entitiesApi, removalApi, type EntityGraphNode } from '@quarry/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type Graph from 'graphology';
import { useState, type Dispatch, type ReactNode } from 'react';
import { callApi } from '../../api';
import { ConfirmDialog } from '../../components/dialog';
import type { GraphCommand } from '../../graph/GraphContextMenu';
import { graphsKey } from '../../graph/graphQueries';
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
import {
  entityCommandStates,
  mergeRequest,
  pickedNodes,
  removableNodes,
  removalBody,
  topOfNode,
  webSearchUrl,
} from './entityCommands';
import { entityGraphText } from './entityGraphLabels';
import { showFailure } from '../../lib/showFailure';

interface EntityCommandsInput {
  graph: Graph | undefined;
  nodes: readonly EntityGraphNode[];
  view: GraphView;
  dispatch: Dispatch<GraphViewAction>;
  /** Creates an insight of the graph (null: insights cannot be added here). */
  onAddInsight: (() => void) | null;
}

export { topOfNode } from './entityCommands';

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
  const picked = pickedNodes(view.picked, nodes);
  const removable = removableNodes(picked);
  const one = picked.length === 1 ? picked[0]! : null;

  const remove = useMutation({
    mutationFn: (entities: EntityGraphNode[]) =>
      callApi(removalApi.removeEntities, {
        params: { id: investigation.id },
        body: removalBody(entities),
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
    mutationFn: (entities: EntityGraphNode[]) => {
      const { kinds, names } = mergeRequest(entities);
      return callApi(entitiesApi.merge, { params: { id: investigation.id, kinds }, body: names });
    },
    onSuccess: () => {
      setMerging(null);
      dispatch({ type: 'clear' });
      void refresh();
    },
    onError: showFailure,
  });
  const askRemove = () => void (removable.length > 0 && setRemoving(removable));

  const state = entityCommandStates({
    picked,
    graph,
    tracked: (term) => definition?.state !== undefined && hasTerm(definition.state, term),
    termsEditable: definition !== null && definition.editable,
    insights: onAddInsight !== null,
    isFilter: (top) => isTopSelected(spec, top),
  });
  const items: GraphCommand[] = [
    { label: entityGraphText.remove, ...state.remove, color: 'red', onClick: askRemove },
    { label: entityGraphText.merge, ...state.merge, onClick: () => setMerging(picked) },
    {
      label: entityGraphText.addTerm,
      ...state.addTerm,
      onClick: () => one && definition?.addTerm(one.term, undefined),
    },
    {
      label: entityGraphText.shortestPath,
      ...state.shortestPath,
      onClick: () => graph && dispatch({ type: 'path', graph }),
    },
    {
      label: entityGraphText.searchWeb,
      ...state.searchWeb,
      onClick: () => one && window.open(webSearchUrl(one.term), '_blank', 'noopener'),
    },
    {
      label: entityGraphText.copy,
      ...state.copy,
      onClick: () =>
        one &&
        void navigator.clipboard
          .writeText(one.term)
          .then(() => notifications.show({ message: entityGraphText.copied }), showFailure),
    },
    { label: entityGraphText.createInsight, ...state.createInsight, onClick: () => onAddInsight?.() },
    {
      label: entityGraphText.addFilter,
      ...state.addFilter,
      onClick: () => updateSpec((current) => selectTops(current, picked.map(topOfNode))),
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
        title={entityGraphText.removeTitle}
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
