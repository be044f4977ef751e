import { decodeFilterSpec, encodeFilterSpec, filterParamKeys, hasFilterParams } from '@quarry/contract';
import { defaultSpec, highlightOf, offeredSort, type FilterSpec } from './filterSpec';

/**
 * The spec a workspace address describes (its query string, see the contract's filter-url), or null when it
 * carries no filter: the workspace then opens on the user's last filter. A sort the investigation does not offer
 * becomes its default.
 */
export function specFromSearch(search: string, topic: boolean): FilterSpec | null {
  const params = new URLSearchParams(search);
  if (!hasFilterParams(params)) return null;
  const spec = decodeFilterSpec(params, defaultSpec(topic));
  return { ...spec, sortDocumentsBy: offeredSort(spec.sortDocumentsBy, topic) };
}

/**
 * The query string ('' or '?…') of the address showing `spec`: the parameters that are not filters are kept, the
 * filter ones rewritten. Every highlight on is the default, so it is not written.
 */
export function searchWithSpec(search: string, spec: FilterSpec, topic: boolean): string {
  const highlight = highlightOf(spec);
  const shown = Object.values(highlight).every(Boolean) ? { ...spec, highlightMode: undefined } : spec;
  const params = new URLSearchParams(search);
  for (const name of [...params.keys()]) if (filterParamKeys.has(name)) params.delete(name);
  for (const [name, value] of encodeFilterSpec(shown, defaultSpec(topic))) params.append(name, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}
