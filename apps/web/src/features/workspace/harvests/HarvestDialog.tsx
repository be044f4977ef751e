import { Alert, NativeSelect, Stack, Textarea } from '@mantine/core';
import { DEFAULT_ENRICHMENT_RANGE, enrichmentRanges, type EnrichmentRange } from '@quarry/contract';
import { useState, type KeyboardEvent } from 'react';
import { isApiError } from '../../../api';
import { AppDialog } from '../../../components/dialog';
import { useWorkspace } from '../state/workspaceContext';
import { harvestText, harvestTitle } from './harvestLabels';
import { checkHarvest, sendHarvest, type HarvestKind } from './harvestRequests';

const fieldOf: Record<HarvestKind, string> = {
  oneTime: harvestText.oneTimeField,
  byDois: harvestText.doiField,
  enrichment: harvestText.enrichmentField,
};

interface HarvestDialogProps {
  kind: HarvestKind;
  onClose: () => void;
  /** The server accepted the harvest (it now runs as a job). */
  onStarted: () => void;
  /** The dialog's title and its field's label, when the caller names them (the author summary's Enrich). */
  title?: string;
  fieldLabel?: string;
  /** What the field holds on open (an author's name). */
  initialText?: string;
}

/**
 * One harvest dialog (doc 2 §2, §5, §8): the text field (focused on open) with the contract's live hint and rule;
 * an invalid text shows its message and sends nothing. Ctrl+Enter (or the Harvest button) submits, Esc closes; the
 * server's reason for a refusal (400) shows inside the dialog, which stays open.
 */
export function HarvestDialog({ kind, onClose, onStarted, title, fieldLabel, initialText = '' }: HarvestDialogProps) {
  const { investigation, apiType } = useWorkspace();
  const [text, setText] = useState(initialText);
  const [range, setRange] = useState<EnrichmentRange>(DEFAULT_ENRICHMENT_RANGE);
  // The rule's message shows once the user has typed or tried to submit, not on a fresh empty field.
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const check = checkHarvest(kind, text);

  const submit = async () => {
    if (busy) return;
    setChecked(true);
    if (check.error) return;
    setBusy(true);
    setRefusal(null);
    try {
      await sendHarvest({ kind, type: apiType, id: investigation.id, text, range });
      onStarted();
    } catch (error) {
      // Other failures went through the API client's global handling; the dialog stays open either way.
      if (isApiError(error) && !error.handled && error.status === 400) setRefusal(error.body || error.message);
    } finally {
      setBusy(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey) || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <AppDialog
      opened
      onClose={onClose}
      title={title ?? harvestTitle[kind]}
      primaryAction={{ label: harvestText.submit, onClick: () => void submit(), loading: busy }}
      closeLabel={harvestText.cancel}
    >
      <Stack gap="sm">
        <Textarea
          label={fieldLabel ?? fieldOf[kind]}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setChecked(true);
            setRefusal(null);
          }}
          onKeyDown={onKeyDown}
          rows={8}
          description={check.hint}
          descriptionProps={{ 'data-testid': 'harvest-hint' }}
          error={checked ? check.error : undefined}
          errorProps={{ 'data-testid': 'harvest-error', role: 'alert' }}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          data-autofocus
        />
        {kind === 'enrichment' && (
          <NativeSelect
            label={harvestText.dateRange}
            data={enrichmentRanges.map(({ value, label }) => ({ value, label }))}
            value={range}
            onChange={(event) => setRange(event.currentTarget.value as EnrichmentRange)}
          />
        )}
        {refusal && (
          <Alert color="red" variant="light" role="alert" data-testid="harvest-refusal">
            {refusal}
          </Alert>
        )}
      </Stack>
    </AppDialog>
  );
}
