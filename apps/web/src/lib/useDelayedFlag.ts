import { useEffect, useState } from 'react';

/**
 * True once `flag` has stayed true for `delayMs`; false again as soon as it turns false. Keeps a spinner from
 * flashing on fast answers (doc 1 §9: the list spinner shows only after 250 ms).
 */
export function useDelayedFlag(flag: boolean, delayMs: number): boolean {
  const [elapsed, setElapsed] = useState(false);

  useEffect(() => {
    if (!flag) return;
    const timer = setTimeout(() => setElapsed(true), delayMs);
    return () => {
      clearTimeout(timer);
      setElapsed(false);
    };
  }, [flag, delayMs]);

  return flag && elapsed;
}
