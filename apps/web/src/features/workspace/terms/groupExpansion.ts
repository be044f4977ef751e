import { useCallback, useState } from 'react';

/**
 * Whether each term group is expanded, remembered per group in local storage (doc 2 §4: default expanded). Only
 * collapsed groups are stored: one key per investigation holding the ids of its collapsed groups.
 */
export const groupExpansionKey = (investigationId: number) => `quarry.termGroups.collapsed.${investigationId}`;

/** The collapsed group ids kept under a key's value (anything unreadable means none). */
export function parseCollapsed(raw: string | null): number[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

export const isExpanded = (collapsed: readonly number[], groupId: number): boolean => !collapsed.includes(groupId);

/** The collapsed ids after a group is expanded or collapsed. */
export function withExpanded(collapsed: readonly number[], groupId: number, expanded: boolean): number[] {
  const rest = collapsed.filter((id) => id !== groupId);
  return expanded ? rest : [...rest, groupId];
}

function read(key: string): number[] {
  try {
    return parseCollapsed(window.localStorage.getItem(key));
  } catch {
    return [];
  }
}

/** The expansion of an investigation's term groups, and a setter that remembers it. */
export function useGroupExpansion(investigationId: number) {
  const key = groupExpansionKey(investigationId);
  const [collapsed, setCollapsed] = useState(() => read(key));
  const setExpanded = useCallback(
    (groupId: number, expanded: boolean) => {
      const next = withExpanded(read(key), groupId, expanded);
      setCollapsed(next);
      try {
        if (next.length === 0) window.localStorage.removeItem(key);
        else window.localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Storage may be unavailable (private mode): the state then lasts for this page only.
      }
    },
    [key],
  );
  return { expanded: (groupId: number) => isExpanded(collapsed, groupId), setExpanded };
}
