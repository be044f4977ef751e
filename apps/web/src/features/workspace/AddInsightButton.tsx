import { ActionIcon, Tooltip } from '@mantine/core';
import { InsightIcon } from '../../components/icons';
import { workspaceText } from './workspaceLabels';

/** The add-insight button of a pane's heading (the header, the graphs: doc 3 §2). */
export function AddInsightButton({
  onClick,
  label = workspaceText.addInsight,
}: {
  onClick: () => void;
  label?: string;
}) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" aria-label={label} onClick={onClick}>
        <InsightIcon />
      </ActionIcon>
    </Tooltip>
  );
}
