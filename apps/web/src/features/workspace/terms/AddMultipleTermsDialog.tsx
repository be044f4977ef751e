import { Text, Textarea } from '@mantine/core';
import type { TermsState } from '@quarry/contract';
import { useState } from 'react';
import { AppDialog } from '../../../components/dialog';
import { termsText } from './termsLabels';
import { batchInput } from './termsState';

interface AddMultipleTermsDialogProps {
  state: TermsState;
  onAdd: (terms: string[]) => void;
  onClose: () => void;
}

/**
 * Add Multiple Terms (doc 2 §5): terms split on commas and line breaks, trimmed, empties dropped; past the limit
 * the error shows at once, and Add stays disabled with no terms or with the error.
 */
export function AddMultipleTermsDialog({ state, onAdd, onClose }: AddMultipleTermsDialogProps) {
  const [text, setText] = useState('');
  const { terms, error } = batchInput(state, text);
  const disabled = terms.length === 0 || error !== null;
  const add = () => {
    if (!disabled) onAdd(terms);
  };
  return (
    <AppDialog
      opened
      onClose={onClose}
      title={termsText.addMultipleTerms}
      primaryAction={{ label: termsText.add, onClick: add, disabled }}
      closeLabel={termsText.cancel}
    >
      <Textarea
        label={termsText.termsField}
        description={termsText.termsHint}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        error={error}
        autosize
        minRows={5}
        maxRows={14}
        data-autofocus
      />
      {!error && terms.length > 0 && (
        <Text size="xs" c="dimmed" mt={4} data-testid="batch-term-count">
          {termsText.termCount(terms.length)}
        </Text>
      )}
    </AppDialog>
  );
}
