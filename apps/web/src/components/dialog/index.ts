export { AppDialog, type AppDialogProps, type DialogAction } from './AppDialog';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { createDialogStack, dialogStack, type DialogStack } from './dialogStack';
export { MessageListDialog, type MessageListDialogProps } from './MessageListDialog';
export { TextDialog } from './TextDialog';
export { useDialogLayer } from './useDialogLayer';
export { lazyDialog } from './lazyDialog';
