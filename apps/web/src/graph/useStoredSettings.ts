import { useCallback, useState } from 'react';

function read<T extends object>(key: string, defaults: T): T {
  try {
    const stored = window.localStorage.getItem(key);
    return stored ? { ...defaults, ...(JSON.parse(stored) as Partial<T>) } : defaults;
  } catch {
    return defaults;
  }
}

/**
 * Settings kept in local storage under `key` (a graph's layout, sizes, colours), the defaults for what was never
 * stored or cannot be read. Unavailable storage (private mode) keeps them for this page only.
 */
export function useStoredSettings<T extends object>(key: string, defaults: T): [T, (change: Partial<T>) => void] {
  const [settings, setSettings] = useState(() => read(key, defaults));
  const change = useCallback(
    (next: Partial<T>) =>
      setSettings((current) => {
        const merged = { ...current, ...next };
        try {
          window.localStorage.setItem(key, JSON.stringify(merged));
        } catch {
          // See above: this page only.
        }
        return merged;
      }),
    [key],
  );
  return [settings, change];
}
