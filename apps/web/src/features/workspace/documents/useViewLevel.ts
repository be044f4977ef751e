import { useState } from 'react';
import { readViewLevel, VIEW_LEVEL_KEY } from './documentsView';

function stored(): string | null {
  try {
    return window.localStorage.getItem(VIEW_LEVEL_KEY);
  } catch {
    return null;
  }
}

/** The documents' view level, kept in local storage (default 1; 4 only for omnipotent users). */
export function useViewLevel(omnipotent: boolean): [number, (level: number) => void] {
  const [level, setLevel] = useState(() => readViewLevel(stored(), omnipotent));
  const change = (next: number) => {
    setLevel(next);
    try {
      window.localStorage.setItem(VIEW_LEVEL_KEY, String(next));
    } catch {
      // Storage may be unavailable (private mode): the level then lasts for this page only.
    }
  };
  return [Math.min(level, readViewLevel(String(level), omnipotent)), change];
}
