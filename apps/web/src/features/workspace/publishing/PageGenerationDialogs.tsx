import { Button, Text } from '@mantine/core';
import { pageGenerationText } from '@quarry/contract';
import { AppDialog } from '../../../components/dialog';
import type { PageGenerationOutcome } from './pageGeneration';

interface PageGenerationDialogsProps {
  /** The halt or failure to tell of; null (or a zip) shows nothing. */
  outcome: PageGenerationOutcome | null;
  onShowDuplicates: () => void;
  onClose: () => void;
}

/** A page generation halted by duplicates (Show Duplicates / Close), or failed with its message (doc 2 §8). */
export function PageGenerationDialogs({ outcome, onShowDuplicates, onClose }: PageGenerationDialogsProps) {
  const halted = outcome?.kind === 'halted' ? outcome : null;
  const failed = outcome?.kind === 'failed' ? outcome : null;
  return (
    <>
      <AppDialog
        opened={halted !== null}
        onClose={onClose}
        title={pageGenerationText.haltedTitle}
        secondaryActions={
          <Button variant="default" onClick={onClose}>
            {pageGenerationText.close}
          </Button>
        }
        primaryAction={{ label: pageGenerationText.showDuplicates, onClick: onShowDuplicates }}
      >
        <Text>{halted && pageGenerationText.halted(halted.duplicates)}</Text>
      </AppDialog>
      <AppDialog
        opened={failed !== null}
        onClose={onClose}
        title={pageGenerationText.failedTitle}
        primaryAction={{ label: pageGenerationText.close, onClick: onClose }}
      >
        <Text>{failed?.message}</Text>
      </AppDialog>
    </>
  );
}
