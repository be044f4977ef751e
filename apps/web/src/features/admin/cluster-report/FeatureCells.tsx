import { Table } from '@mantine/core';
import { formatScore } from './clusterReportView';

/** One column header per named score of the disambiguation scorer (the merge debug's and the final report's tables). */
export function FeatureHeaders({ features }: { features: string[] }) {
  return features.map((feature) => (
    <Table.Th scope="col" key={feature} ta="right">
      {feature}
    </Table.Th>
  ));
}

/** A pair's named scores under those headers; a dash where the pair has no such score. */
export function FeatureScores({ features, scores }: { features: string[]; scores: Record<string, number> }) {
  return features.map((feature) => (
    <Table.Td key={feature} ta="right">
      {formatScore(scores[feature] ?? null)}
    </Table.Td>
  ));
}
