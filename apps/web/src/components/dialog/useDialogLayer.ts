import { useEffect, useId, useSyncExternalStore } from 'react';
import { dialogStack } from './dialogStack';

/** Joins the dialog stack while `opened`; gives the dialog its z-index and whether it is the top one. */
export function useDialogLayer(opened: boolean): { zIndex: number; isTop: boolean } {
  const id = useId();
  useSyncExternalStore(dialogStack.subscribe, dialogStack.ids);

  useEffect(() => {
    if (!opened) return;
    dialogStack.open(id);
    return () => dialogStack.close(id);
  }, [id, opened]);

  return { zIndex: dialogStack.zIndexOf(id), isTop: dialogStack.isTop(id) };
}
