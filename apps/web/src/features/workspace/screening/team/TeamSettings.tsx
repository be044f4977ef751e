import { NumberInput, Stack, Switch } from '@mantine/core';
import { investigationsApi, screeningTeamApi, type Investigation } from '@quarry/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../../api';
import { investigationKey, refreshInvestigations, replaceInvestigation } from '../../../investigations';
import { workspaceDocumentsKey } from '../../data/workspaceQueries';
import { PaneFailure } from '../../persons/PaneStates';
import { teamText } from './teamLabels';
import { serverText, settingsKey, useScreeningSettings } from './teamQueries';
import { screeningKey } from '../screeningQueryKeys';

/** The owner's team settings: blind screening on or off, and the share of records two reviewers screen. */
export function TeamSettings({ investigation }: { investigation: Investigation }) {
  const queryClient = useQueryClient();
  const id = investigation.id;
  const blind = useMutation({
    mutationFn: (on: boolean) => callApi(investigationsApi.update, { params: { id }, body: { blind: on } }),
    onSuccess: (changed) => {
      replaceInvestigation(queryClient, changed);
      void refreshInvestigations(queryClient);
      // Lifting blinding gives agreed records their vote: the list, the Screen tab and the conflicts change.
      void queryClient.invalidateQueries({ queryKey: investigationKey(id) });
      void queryClient.invalidateQueries({ queryKey: workspaceDocumentsKey(id) });
      // The team's progress and conflicts live under the Screen tab's key.
      void queryClient.invalidateQueries({ queryKey: screeningKey(id) });
    },
  });
  return (
    <Stack gap="xs">
      <Switch
        label={teamText.blindLabel}
        // The help text is its description, not part of its name.
        aria-label={teamText.blindLabel}
        description={teamText.blindHelp}
        checked={blind.isPending ? Boolean(blind.variables) : investigation.blind}
        disabled={blind.isPending}
        onChange={(event) => blind.mutate(event.currentTarget.checked)}
      />
      {blind.isError && <PaneFailure error={blind.error} />}
      <DoubleScreeningPercent investigationId={id} />
    </Stack>
  );
}

function DoubleScreeningPercent({ investigationId }: { investigationId: number }) {
  const queryClient = useQueryClient();
  const params = { id: investigationId };
  const settings = useScreeningSettings(investigationId, true);
  const [draft, setDraft] = useState<string | number | null>(null);
  const save = useMutation({
    mutationFn: (percent: number) =>
      // The server's 400 (outside 0–100) is shown under the field rather than in the error dialog.
      callApi(screeningTeamApi.saveSettings, { params, body: { doubleScreeningPercent: percent }, handle: [400] }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey(investigationId), saved);
      setDraft(null);
    },
  });
  const saved = settings.data?.doubleScreeningPercent;
  const value = draft ?? saved ?? '';
  const commit = () => {
    if (draft === null || draft === '' || Number(draft) === saved) return setDraft(null);
    save.mutate(Number(draft));
  };
  return (
    <>
      <NumberInput
        label={teamText.percentLabel}
        description={teamText.percentHelp}
        value={value}
        onChange={(next) => {
          save.reset();
          setDraft(next);
        }}
        onBlur={commit}
        onKeyDown={(event) => event.key === 'Enter' && commit()}
        // The server says what is allowed; clamping here would hide its answer.
        clampBehavior="none"
        allowDecimal={false}
        suffix=" %"
        disabled={settings.isPending || save.isPending}
        error={save.error && serverText(save.error)}
        w={220}
      />
      {settings.isError && <PaneFailure error={settings.error} />}
    </>
  );
}
