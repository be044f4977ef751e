import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import type { Investigation } from '@quarry/contract';
import { useState } from 'react';
import { ReportIcon } from '../icons';
import { HarvestSummaryDialog } from './HarvestSummaryDialog';
import { hasHarvestProblems, summaryLabel } from './harvestSummaryText';

/** The header's way to the harvest summary; a dot tells that the last harvest had problems. */
export function HarvestSummaryButton({ investigation }: { investigation: Investigation }) {
  const [opened, setOpened] = useState(false);
  const problems = hasHarvestProblems(investigation);
  const label = problems ? summaryLabel.buttonWithProblems : summaryLabel.button;
  return (
    <>
      <Tooltip label={label}>
        <Indicator color="orange" size={9} offset={4} disabled={!problems}>
          <ActionIcon variant="subtle" color="gray" aria-label={label} onClick={() => setOpened(true)}>
            <ReportIcon />
          </ActionIcon>
        </Indicator>
      </Tooltip>
      {opened && <HarvestSummaryDialog investigation={investigation} opened onClose={() => setOpened(false)} />}
    </>
  );
}
