import { Textarea } from '@mantine/core';
import { parseUrlFilter } from '@quarry/contract';
import { useState } from 'react';
import { AppDialog } from '../../../components/dialog';
import { facultyText } from './facultyText';

/**
 * Filter by document URLs (doc 2 §2 dialogs, §5): one URL a line, each http(s); the button is disabled while the
 * text is blank or breaks a rule, whose message shows under the field.
 */
export function FilterByUrlsDialog({
  initial,
  onFilter,
  onClose,
}: {
  initial: readonly string[];
  onFilter: (urls: string[]) => void;
  onClose: () => void;
}) {
  const [text, setText] = useState(initial.join('\n'));
  const { urls, error } = parseUrlFilter(text);
  const usable = urls.length > 0 && !error;
  return (
    <AppDialog
      opened
      onClose={onClose}
      title={facultyText.filterByUrls}
      primaryAction={{ label: facultyText.filter, onClick: () => usable && onFilter(urls), disabled: !usable }}
      closeLabel="Cancel"
    >
      <Textarea
        label={facultyText.urlsField}
        description={facultyText.urlsHint}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        error={error}
        autosize
        minRows={6}
        maxRows={16}
        data-autofocus
      />
    </AppDialog>
  );
}
