import { notifications } from '@mantine/notifications';
import { harvestMessages } from '@quarry/contract';
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { useHarvestProgress, type HarvestProgress } from './useHarvestProgress';

const HarvestProgressContext = createContext<HarvestProgress | null>(null);

/**
 * Shares the progress of the harvests started in the documents pane: the heading's Harvest menu and the
 * selection's harvest of references and citing works watch the same harvest, and the heading shows its badge.
 */
export function HarvestProgressProvider({ children }: { children: ReactNode }) {
  const progress = useHarvestProgress();
  return <HarvestProgressContext.Provider value={progress}>{children}</HarvestProgressContext.Provider>;
}

/** The shared harvest progress; null outside a HarvestProgressProvider. */
export const useSharedHarvestProgress = (): HarvestProgress | null => useContext(HarvestProgressContext);

/** What to do once the server has accepted a harvest: watch it, and say 'Harvest started' (doc 2 §5). */
export function useHarvestStarted(): () => void {
  const watch = useSharedHarvestProgress()?.watch;
  return useCallback(() => {
    watch?.();
    notifications.show({ message: harvestMessages.started, color: 'teal' });
  }, [watch]);
}
