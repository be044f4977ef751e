import { MAX_HARVEST_DOCUMENTS } from '@quarry/contract';
import { workspaceText } from '../workspaceLabels';

/**
 * The documents selected in the list, for one result list (the key of its spec): a new spec starts with nothing
 * selected, and only loaded documents count as selected.
 */
export interface Selection {
  key: string;
  ids: ReadonlySet<number>;
}

export const emptySelection = (key: string): Selection => ({ key, ids: new Set() });

/** The selected ids among the loaded ones, in list order (none when the selection is of another list). */
export function selectedIds(selection: Selection, key: string, loadedIds: readonly number[]): number[] {
  if (selection.key !== key || selection.ids.size === 0) return [];
  return loadedIds.filter((id) => selection.ids.has(id));
}

/** Selects or deselects one document of the list `key`. */
export function toggleSelected(selection: Selection, key: string, id: number): Selection {
  const ids = new Set(selection.key === key ? selection.ids : []);
  if (ids.has(id)) ids.delete(id);
  else ids.add(id);
  return { key, ids };
}

/** Select All: every loaded document of the list. */
export const selectAll = (key: string, loadedIds: readonly number[]): Selection => ({ key, ids: new Set(loadedIds) });

/** Whether every loaded document is selected. */
export const allSelected = (selected: readonly number[], loadedIds: readonly number[]): boolean =>
  loadedIds.length > 0 && selected.length === loadedIds.length;

/**
 * Why the selection cannot be harvested for references and citing works (a harvest takes at most
 * MAX_HARVEST_DOCUMENTS documents), or null.
 */
export const harvestSelectionError = (count: number): string | null =>
  count > MAX_HARVEST_DOCUMENTS ? workspaceText.harvestTooMany(MAX_HARVEST_DOCUMENTS) : null;
