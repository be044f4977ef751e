import { uploadMessage } from '@quarry/contract';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { processLabel } from '../investigationLabels';
import { refreshInvestigations } from '../investigationQueries';
import {
  deletePendingInvestigations,
  restartFailedInvestigations,
  uploadAuthorsFile,
  uploadDefinitionFile,
  type UploadOutcome,
} from './processCalls';

/** Errors to list in a dialog, under its title. */
export interface ErrorList {
  title: string;
  messages: string[];
}

const notify = (message: string) => notifications.show({ message, color: 'teal' });

/** The omnisol process menu's calls; each refreshes the list, tells the result and lists errors when there are some. */
export function useProcessActions() {
  const queryClient = useQueryClient();
  const [errorList, setErrorList] = useState<ErrorList | null>(null);
  const refresh = () => refreshInvestigations(queryClient);

  const uploadAuthors = useMutation({
    mutationFn: uploadAuthorsFile,
    onSuccess: (outcome) => {
      void refresh();
      if (!outcome.ok) return setErrorList({ title: processLabel.authorsErrorsTitle, messages: outcome.errors });
      notify(processLabel.authorsCreated(outcome.result?.created.length ?? 0));
      const errors = outcome.result?.errors ?? [];
      if (errors.length > 0) setErrorList({ title: processLabel.authorsErrorsTitle, messages: errors });
    },
  });

  const uploadDefinitions = useMutation({
    mutationFn: uploadDefinitionFile,
    onSuccess: (outcome: UploadOutcome) => {
      void refresh();
      if (outcome.ok) notify(uploadMessage.definitionCreated);
      else setErrorList({ title: uploadMessage.errorParsingFile, messages: outcome.errors });
    },
  });

  const deletePending = useMutation({
    mutationFn: deletePendingInvestigations,
    onSuccess: async ({ deleted }) => {
      await refresh();
      notify(processLabel.deleted(deleted));
    },
  });

  const restartFailed = useMutation({
    mutationFn: restartFailedInvestigations,
    onSuccess: async ({ restarted }) => {
      await refresh();
      notify(processLabel.restarted(restarted));
    },
  });

  const busy = [uploadAuthors, uploadDefinitions, deletePending, restartFailed].some((mutation) => mutation.isPending);
  return {
    busy,
    uploadAuthors: (file: File) => uploadAuthors.mutate(file),
    uploadDefinitions: (file: File) => uploadDefinitions.mutate(file),
    deletePending: (onDone: () => void) => deletePending.mutate(undefined, { onSettled: onDone }),
    deletePendingBusy: deletePending.isPending,
    restartFailed: () => restartFailed.mutate(),
    errorList,
    closeErrorList: () => setErrorList(null),
  };
}
