import type { CreatedInvestigation } from '@quarry/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../api';
import { highlightPath } from '../../../lib/routes';
import { justCreatedState } from '../createdState';
import { refreshInvestigations } from '../investigationQueries';

/** Opens the list with the new investigation highlighted and the Got It popup (doc 1 §4). */
export function useOpenCreated(): (id: number) => void {
  const navigate = useNavigate();
  return (id) => void navigate(highlightPath(id), { state: justCreatedState });
}

/** The server's 400 text for the screen, or null (other failures were handled globally). */
export const serverMessageOf = (error: unknown): string | null =>
  isApiError(error) && !error.handled && error.status === 400 ? error.body || null : null;

/** Runs a create call; on success the list opens on the new investigation, on a 400 the screen shows the text. */
export function useCreateInvestigation() {
  const queryClient = useQueryClient();
  const openCreated = useOpenCreated();
  const mutation = useMutation({
    mutationFn: (send: () => Promise<CreatedInvestigation>) => send(),
    onSuccess: async ({ id }) => {
      await refreshInvestigations(queryClient);
      openCreated(id);
    },
  });
  return {
    create: (send: () => Promise<CreatedInvestigation>) => {
      if (!mutation.isPending) mutation.mutate(send);
    },
    working: mutation.isPending,
    serverMessage: serverMessageOf(mutation.error),
  };
}
