import { uploadMessage } from '@quarry/contract';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../api';
import { redoMergeAll } from '../../admin';
import { processLabel } from '../investigationLabels';
import { refreshInvestigations } from '../investigationQueries';
import {
  deletePendingInvestigations,
  downloadReport,
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

/** What a failed call of Merge All Authors tells its Error dialog; nothing when the generic dialog already said it. */
function failureText(error: Error): string | null {
  if (isApiError(error) && error.handled) return null;
  return isApiError(error) ? error.body || error.message : error.message;
}

/**
 * The process menu's calls: the omnisol ones refresh the list, tell the result and list errors when there are some;
 * the reports download their workbook; Merge All Authors shows a non-empty answer in the Error dialog (doc 3 §8).
 */
export function useProcessActions() {
  const queryClient = useQueryClient();
  const [errorList, setErrorList] = useState<ErrorList | null>(null);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
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

  const qualityEstimation = useMutation({
    mutationFn: () => downloadReport('qualityEstimationReport'),
    onSuccess: (fileName) => notify(processLabel.reportDownloaded(processLabel.qualityEstimation, fileName)),
  });

  const authorFeedback = useMutation({
    mutationFn: () => downloadReport('authorFeedbackReport'),
    onSuccess: (fileName) => notify(processLabel.reportDownloaded(processLabel.authorFeedback, fileName)),
  });

  const mergeAll = useMutation({
    mutationFn: redoMergeAll,
    onSuccess: (answer) => {
      if (answer.trim()) setErrorMessage(answer);
      else notify(processLabel.mergeAllQueued);
    },
    onError: (error) => setErrorMessage(failureText(error)),
  });

  const busy = [
    uploadAuthors,
    uploadDefinitions,
    deletePending,
    restartFailed,
    qualityEstimation,
    authorFeedback,
    mergeAll,
  ].some((mutation) => mutation.isPending);
  return {
    busy,
    uploadAuthors: (file: File) => uploadAuthors.mutate(file),
    uploadDefinitions: (file: File) => uploadDefinitions.mutate(file),
    deletePending: (onDone: () => void) => deletePending.mutate(undefined, { onSettled: onDone }),
    deletePendingBusy: deletePending.isPending,
    restartFailed: () => restartFailed.mutate(),
    errorList,
    closeErrorList: () => setErrorList(null),
    qualityEstimationReport: () => qualityEstimation.mutate(),
    authorFeedbackReport: () => authorFeedback.mutate(),
    mergeAllAuthors: (onDone: () => void) => mergeAll.mutate(undefined, { onSettled: onDone }),
    mergeAllBusy: mergeAll.isPending,
    errorMessage,
    closeErrorMessage: () => setErrorMessage(null),
  };
}
