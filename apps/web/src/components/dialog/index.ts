export { AppDialog, type AppDialogProps, type DialogAction } from './AppDialog';
export { createDialogStack, dialogStack, type DialogStack } from './dialogStack';
export { useDialogLayer } from './useDialogLayer';
