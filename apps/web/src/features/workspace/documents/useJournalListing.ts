import { configurationApi, type JournalList } from '@quarry/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api';
import { showFailure } from '../../../lib/showFailure';
import { configurationKey } from '../configuration/configurationQueries';
import type { DocumentPages } from '../data/documentPages';
import { workspaceDocumentsKey } from '../data/workspaceQueries';
import { useWorkspace } from '../state/workspaceContext';
import { withJournalListing } from './journalListing';

/**
 * The journal colour menu's call (doc 2 §7 POST …/configuration/bwjournal): the loaded documents of the journal
 * take its new colour at once, the configuration keeps the answer, and the results reload (a refusal puts them back).
 */
export function useJournalListing() {
  const { investigation } = useWorkspace();
  const queryClient = useQueryClient();
  const queryKey = workspaceDocumentsKey(investigation.id);
  const reload = () => queryClient.invalidateQueries({ queryKey });
  const relist = useMutation({
    mutationFn: ({ journal, list }: { journal: string; list: JournalList }) =>
      callApi(configurationApi.bwJournal, { params: { id: investigation.id }, body: { journal, list } }),
    onMutate: ({ journal, list }) =>
      queryClient.setQueriesData<DocumentPages>({ queryKey }, (pages) => withJournalListing(pages, journal, list)),
    onSuccess: (saved) => {
      queryClient.setQueryData(configurationKey(investigation.id), saved);
      return reload();
    },
    onError: (error) => {
      showFailure(error);
      return reload();
    },
  });
  return { relist: (journal: string, list: JournalList) => relist.mutate({ journal, list }), busy: relist.isPending };
}
