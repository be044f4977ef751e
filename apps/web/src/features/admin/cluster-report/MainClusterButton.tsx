import { Anchor } from '@mantine/core';
import { clusterReportLabel } from './clusterReportLabels';

/** A Quarry cluster's id: a click makes it the main cluster (what Find Points of Contact and the merge debug use). */
export function MainClusterButton({
  clusterId,
  isMain,
  onPick,
}: {
  clusterId: number;
  isMain: boolean;
  onPick: (clusterId: number) => void;
}) {
  return (
    <Anchor
      component="button"
      type="button"
      fz="sm"
      fw={isMain ? 700 : undefined}
      aria-label={clusterReportLabel.pickMainCluster(clusterId)}
      aria-pressed={isMain}
      onClick={() => onPick(clusterId)}
    >
      {clusterId}
    </Anchor>
  );
}
