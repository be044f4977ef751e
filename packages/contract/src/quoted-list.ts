/** '"a", "b", "c" and 2 more': the first `max` items quoted, then how many are left (titles and notices naming terms). */
export const quotedList = (items: readonly string[], max = 3): string =>
  items
    .slice(0, max)
    .map((item) => `"${item}"`)
    .join(', ') + (items.length > max ? ` and ${items.length - max} more` : '');
