import { Button, Group, Modal } from '@mantine/core';
import type { KeyboardEvent, ReactNode } from 'react';
import { useDialogLayer } from './useDialogLayer';

export interface DialogAction {
  label: string;
  onClick: () => void;
  loading?: boolean;
  /** A disabled action ignores clicks and Enter. */
  disabled?: boolean;
}

export interface AppDialogProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** The dialog's primary action: the filled button, focused on open, and what Enter runs. */
  primaryAction?: DialogAction;
  /** Other buttons, shown before the primary one. */
  secondaryActions?: ReactNode;
  /** The label of a plain button that closes the dialog (Cancel, Close), shown first. */
  closeLabel?: string;
  /** A modal dialog ignores clicks on the veil; a non-modal one closes on them. */
  modal?: boolean;
  /** Mantine's modal size (default md); wide content such as tables asks for lg or xl. */
  size?: string;
}

/** Enter on these keeps its own meaning (press the button, follow the link, new line). */
const NATIVE_ENTER_TARGETS = 'button, a, textarea, select, [role="menuitem"], [role="option"]';

/**
 * Every dialog of the app (doc 1 §2, dialog conventions): Escape closes the top dialog, Enter is signalled to its
 * primary action, and dialogs stack from the base layer, two z-index steps apart (see dialogStack).
 */
export function AppDialog({
  opened,
  onClose,
  title,
  children,
  primaryAction,
  secondaryActions,
  closeLabel,
  modal = false,
  size,
}: AppDialogProps) {
  const { zIndex, isTop } = useDialogLayer(opened);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || !primaryAction || !isTop || event.nativeEvent.isComposing) return;
    if (primaryAction.disabled) return;
    if (event.target instanceof Element && event.target.closest(NATIVE_ENTER_TARGETS)) return;
    event.preventDefault();
    primaryAction.onClick();
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      zIndex={zIndex}
      closeOnEscape={isTop}
      closeOnClickOutside={!modal}
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
      styles={{ title: { fontWeight: 700 } }}
      centered
      size={size}
      onKeyDown={handleKeyDown}
    >
      {children}
      {(primaryAction || secondaryActions || closeLabel) && (
        <Group justify="flex-end" mt="lg">
          {closeLabel && (
            <Button variant="default" onClick={onClose}>
              {closeLabel}
            </Button>
          )}
          {secondaryActions}
          {primaryAction && (
            <Button
              onClick={primaryAction.onClick}
              loading={primaryAction.loading}
              disabled={primaryAction.disabled}
              data-autofocus
            >
              {primaryAction.label}
            </Button>
          )}
        </Group>
      )}
    </Modal>
  );
}
