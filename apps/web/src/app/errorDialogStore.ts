/** Whether the generic error dialog is open; the API client opens it, the dialog's buttons close it. */
let opened = false;
const listeners = new Set<() => void>();

const set = (next: boolean) => {
  if (opened === next) return;
  opened = next;
  listeners.forEach((listener) => listener());
};

export const errorDialogStore = {
  open: () => set(true),
  close: () => set(false),
  isOpen: () => opened,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
