import type { ComboboxItem, ComboboxParsedItem, ComboboxParsedItemGroup, OptionsFilter } from '@mantine/core';
import { containsAllWords, searchWords } from '@quarry/contract';

const isGroup = (item: ComboboxParsedItem): item is ComboboxParsedItemGroup => 'group' in item;

/**
 * Mantine's option filter for every searchable pick list: each typed word must occur in the option, case and
 * accents aside ("leon" offers "Universidad de León"), as in every other filter users type into.
 */
export const accentInsensitiveFilter: OptionsFilter = ({ options, search, limit }) => {
  const words = searchWords(search);
  const matches = (item: ComboboxItem) => containsAllWords(item.label, words);
  const found: ComboboxParsedItem[] = [];
  let count = 0;
  for (const option of options) {
    if (count >= limit) break;
    if (isGroup(option)) {
      const items = option.items.filter(matches).slice(0, limit - count);
      if (items.length > 0) found.push({ group: option.group, items });
      count += items.length;
    } else if (matches(option)) {
      found.push(option);
      count++;
    }
  }
  return found;
};
