import { searchWords } from '@quarry/contract';
import { useMemo } from 'react';
import { useWorkspaceState } from '../state/workspaceContext';

/** The words of the active free-text filter, folded as the server compares them (none without the filter). */
export function useFreeTextWords(): readonly string[] {
  const freeText = useWorkspaceState((state) => state.spec.freeText);
  return useMemo(() => searchWords(freeText ?? ''), [freeText]);
}
