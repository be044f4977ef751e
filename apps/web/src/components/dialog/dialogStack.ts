import { DIALOG_BASE_Z_INDEX, DIALOG_Z_INDEX_STEP } from '@quarry/contract';

/** The open dialogs, bottom first; the last one is on top and alone receives Escape and Enter. */
export interface DialogStack {
  open(id: string): void;
  close(id: string): void;
  /** z-index of an open dialog: the base layer plus one step per dialog up to and including it. */
  zIndexOf(id: string): number;
  isTop(id: string): boolean;
  ids(): readonly string[];
  subscribe(listener: () => void): () => void;
}

export function createDialogStack(base = DIALOG_BASE_Z_INDEX, step = DIALOG_Z_INDEX_STEP): DialogStack {
  let ids: readonly string[] = [];
  const listeners = new Set<() => void>();
  const set = (next: readonly string[]) => {
    ids = next;
    listeners.forEach((listener) => listener());
  };

  return {
    open(id) {
      if (!ids.includes(id)) set([...ids, id]);
    },
    close(id) {
      if (ids.includes(id)) set(ids.filter((open) => open !== id));
    },
    zIndexOf(id) {
      const position = ids.indexOf(id);
      return base + step * (position < 0 ? ids.length + 1 : position + 1);
    },
    isTop: (id) => ids.length > 0 && ids[ids.length - 1] === id,
    ids: () => ids,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The one stack every dialog of the app joins. */
export const dialogStack = createDialogStack();
