import { List, ScrollArea } from '@mantine/core';
import { AppDialog } from './AppDialog';

export interface MessageListDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  messages: readonly string[];
}

/** A titled list of messages, one per line (e.g. the errors of an uploaded file), with a Close button. */
export function MessageListDialog({ opened, onClose, title, messages }: MessageListDialogProps) {
  return (
    <AppDialog opened={opened} onClose={onClose} title={title} primaryAction={{ label: 'Close', onClick: onClose }}>
      <ScrollArea.Autosize mah="50vh">
        <List size="sm" spacing={4}>
          {messages.map((message, index) => (
            <List.Item key={index}>{message}</List.Item>
          ))}
        </List>
      </ScrollArea.Autosize>
    </AppDialog>
  );
}
