import { investigationsApi, type Investigation } from '@quarry/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { callApi } from '../../../api';
import { ConfirmDialog } from '../../../components/dialog';
import { HIGHLIGHT_PARAM } from '../../../lib/routes';
import { listLabel } from '../investigationLabels';
import { refreshInvestigations } from '../investigationQueries';

export type RowAction = 'duplicate' | 'delete';

interface Pending {
  action: RowAction;
  investigation: Investigation;
}

const confirmation = {
  duplicate: { title: listLabel.duplicateTitle, message: listLabel.duplicateMessage, label: listLabel.duplicate },
  delete: { title: listLabel.deleteTitle, message: listLabel.deleteMessage, label: listLabel.delete },
} as const;

/**
 * Duplicate and Delete of a row, each after its confirmation (doc 1 §2); the list is refetched afterwards
 * (doc 1 §4) and a duplicate is highlighted. Gives the function the rows call and the one confirmation dialog.
 */
export function useRowActions(): {
  request: (action: RowAction, investigation: Investigation) => void;
  dialog: ReactNode;
} {
  const queryClient = useQueryClient();
  const [, setSearch] = useSearchParams();
  const [pending, setPending] = useState<Pending | null>(null);
  const [opened, setOpened] = useState(false);

  const mutation = useMutation({
    mutationFn: async ({ action, investigation }: Pending) => {
      const params = { id: investigation.id };
      if (action === 'delete') return void (await callApi(investigationsApi.remove, { params }));
      const copy = await callApi(investigationsApi.duplicate, { params });
      return copy.id;
    },
    onSuccess: async (copyId) => {
      await refreshInvestigations(queryClient);
      if (copyId !== undefined) setSearch({ [HIGHLIGHT_PARAM]: String(copyId) }, { replace: true });
    },
    onSettled: () => setOpened(false),
  });

  const shown = pending && confirmation[pending.action];
  const dialog = (
    <ConfirmDialog
      opened={opened}
      title={shown?.title}
      message={shown?.message}
      confirmLabel={shown?.label ?? ''}
      busy={mutation.isPending}
      onConfirm={() => {
        if (opened && pending && !mutation.isPending) mutation.mutate(pending);
      }}
      onCancel={() => {
        if (!mutation.isPending) setOpened(false);
      }}
    />
  );
  const request = (action: RowAction, investigation: Investigation) => {
    setPending({ action, investigation });
    setOpened(true);
  };
  return { request, dialog };
}
