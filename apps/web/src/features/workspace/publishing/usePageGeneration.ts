import { notifications } from '@mantine/notifications';
import { pageGenerationText, publicationPagesApi, type PageTheme } from '@quarry/contract';
import { useState } from 'react';
import { callApi, quietFailure, saveBlob } from '../../../api';
import { useWorkspace } from '../state/workspaceContext';
import { useWorkspaceTab } from '../tabs/workspaceTabs';
import {
  duplicatesSpec,
  failedOutcome,
  pageGenerationOutcome,
  zipBlob,
  type PageGenerationOutcome,
} from './pageGeneration';

/**
 * Generates the publication pages of a theme (doc 2 §7 html): the zip is saved; a halt or a failure is kept for its
 * dialog; Show Duplicates filters the documents to the duplicates and opens them.
 */
export function usePageGeneration() {
  const { investigation, store } = useWorkspace();
  const { open } = useWorkspaceTab();
  const [outcome, setOutcome] = useState<PageGenerationOutcome | null>(null);

  async function generate(theme: PageTheme): Promise<void> {
    notifications.show({ message: pageGenerationText.generating });
    const fallbackName = `${investigation.title}.zip`;
    try {
      const result = await callApi(publicationPagesApi.html, {
        params: { id: investigation.id },
        query: { theme },
        ...quietFailure,
      });
      const next = pageGenerationOutcome(result, fallbackName);
      if (next.kind === 'zip') saveBlob(zipBlob(next.base64File), next.fileName);
      else setOutcome(next);
    } catch (error) {
      setOutcome(failedOutcome(error));
    }
  }

  const close = () => setOutcome(null);
  const showDuplicates = () => {
    store.getState().updateSpec(duplicatesSpec);
    setOutcome(null);
    open('documents');
  };
  return { generate, outcome, close, showDuplicates };
}
