import { Stack, Text, TextInput } from '@mantine/core';
import {
  checkGraphSettings,
  configurationApi,
  type ConfiguredGraphType,
  type GraphBounds,
  type GraphSettings,
  type GraphTotals,
} from '@quarry/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { callApi, isApiError } from '../api';
import { AppDialog } from '../components/dialog';
import { graphsKey } from './graphQueries';

export const graphSettingsText = {
  title: 'Graph Settings',
  nodes: 'Total number of nodes',
  threshold: 'Edge threshold',
  nodesHint: (max: number) => `Empty: the default. At most ${max}.`,
  thresholdHint: (min: number, max: number) => `Empty: every link. Links weigh ${min} to ${max}.`,
  save: 'Save',
};

interface GraphSettingsDialogProps {
  investigationId: number;
  opened: boolean;
  onClose(): void;
  graphType: ConfiguredGraphType;
  /** The graph answer's totals: the bounds the fields are checked against (doc 3 §5) and the settings applied. */
  totals: GraphTotals;
}

const text = (value: number | null) => (value === null ? '' : String(value));

/**
 * Graph Settings (omnipotent users): how many nodes and the lightest link the graph shows, saved in the
 * investigation's configuration (graphsSettings). A server error is shown and the dialog stays open.
 */
export function GraphSettingsDialog({ investigationId, opened, onClose, graphType, totals }: GraphSettingsDialogProps) {
  const queryClient = useQueryClient();
  const bounds: GraphBounds = {
    nodeCount: totals.totalNodeCount,
    minEdgeWeight: totals.minEdgeWeight,
    maxEdgeWeight: totals.maxEdgeWeight,
  };
  const [fields, setFields] = useState({
    totalNumberOfNodes: text(totals.totalNumberOfNodes),
    edgeThreshold: text(totals.edgeThreshold),
  });
  const { errors, settings } = checkGraphSettings(fields, bounds);
  const save = useMutation({
    mutationFn: async (next: GraphSettings) => {
      const configuration = await callApi(configurationApi.get, { params: { id: investigationId } });
      // A refused save is said in the dialog only (its text, not the global error dialog).
      return callApi(configurationApi.save, {
        params: { id: investigationId },
        body: { graphsSettings: { ...configuration.graphsSettings, [graphType]: next } },
        handle: [400, 403],
      });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: graphsKey(investigationId) });
      onClose();
    },
  });
  return (
    <AppDialog
      opened={opened}
      onClose={onClose}
      title={graphSettingsText.title}
      primaryAction={{
        label: graphSettingsText.save,
        onClick: () => settings && save.mutate(settings),
        loading: save.isPending,
        disabled: !settings,
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={graphSettingsText.nodes}
          description={graphSettingsText.nodesHint(bounds.nodeCount)}
          value={fields.totalNumberOfNodes}
          onChange={(event) => setFields({ ...fields, totalNumberOfNodes: event.currentTarget.value })}
          error={errors.totalNumberOfNodes}
          inputMode="numeric"
        />
        <TextInput
          label={graphSettingsText.threshold}
          description={graphSettingsText.thresholdHint(bounds.minEdgeWeight, bounds.maxEdgeWeight)}
          value={fields.edgeThreshold}
          onChange={(event) => setFields({ ...fields, edgeThreshold: event.currentTarget.value })}
          error={errors.edgeThreshold}
          inputMode="decimal"
        />
        {save.error && (
          <Text c="red" size="sm" role="alert">
            {isApiError(save.error) ? save.error.body || save.error.message : save.error.message}
          </Text>
        )}
      </Stack>
    </AppDialog>
  );
}

/**
 * A graph tab's Graph Settings: `open` for its toolbar's menu item, `dialog` to render (nothing until the graph's
 * totals are known and the item was chosen).
 */
export function useGraphSettingsDialog(
  investigationId: number,
  graphType: ConfiguredGraphType,
  totals: GraphTotals | undefined,
): { open: () => void; dialog: ReactNode } {
  const [opened, setOpened] = useState(false);
  const dialog =
    totals && opened ? (
      <GraphSettingsDialog
        investigationId={investigationId}
        opened
        onClose={() => setOpened(false)}
        graphType={graphType}
        totals={totals}
      />
    ) : null;
  return { open: () => setOpened(true), dialog };
}
