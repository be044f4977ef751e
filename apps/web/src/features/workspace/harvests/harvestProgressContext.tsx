import { notifications } from '@mantine/notifications';
import { harvestMessages } from '@quarry/contract';
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { useHarvestProgress, type HarvestProgress } from './useHarvestProgress';

const HarvestProgressContext = createContext<HarvestProgress | null>(null);

/**
 * Shares the progress of the harvests started in the workspace: the heading's Harvest menu, the selection's harvest
 * of references and citing works and the author summary's Enrich watch the same harvest, and the heading shows its
 * badge. Inside another provider it adds nothing: the enclosing progress is shared.
 */
export function HarvestProgressProvider({ children }: { children: ReactNode }) {
  if (useSharedHarvestProgress()) return children;
  return <OwnHarvestProgress>{children}</OwnHarvestProgress>;
}

function OwnHarvestProgress({ children }: { children: ReactNode }) {
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
