import { ACADEMIC_CLASSIFICATIONS, ACADEMIC_PUBLICATION, topCategories } from '@quarry/contract';
import { selectsAcademicPublication } from '../filters/academicPublications';
import { displayedResultsLabel, specialFilterLabel } from '../workspaceLabels';
import {
  applyFreeText,
  clearSpecialFilter,
  hasDateFilter,
  removeTop,
  setDateRange,
  specialFilterKeys,
  type FilterSpec,
} from './filterSpec';

/** One active filter as a removable chip. */
export interface FilterChip {
  key: string;
  label: string;
  remove: (spec: FilterSpec) => FilterSpec;
}

const titleOf = (name: string): string =>
  topCategories.find((category) => category.name === name)?.title ?? name.replace(/^\w+\./, '');

/** The year range as a chip reads it: '2019 – 2021', 'From 2019', 'Until 2021' or the single year. */
export function dateRangeText(startYear: number | null | undefined, endYear: number | null | undefined): string {
  if (startYear != null && endYear != null)
    return startYear === endYear ? String(startYear) : `${startYear} – ${endYear}`;
  if (startYear != null) return `From ${startYear}`;
  return `Until ${endYear}`;
}

const CLASSIFICATIONS = 'predefined.Classifications';
const isAcademicTop = (top: FilterSpec['selectedTops'][number]) =>
  top.name === CLASSIFICATIONS && ACADEMIC_CLASSIFICATIONS.includes(top.selectedValue);

/**
 * The chips of the active filters (doc 2 §2), in the order the pane lists the filters. In a profile (`profile`)
 * the three classifications of the Academic Publication bar are one chip, as they are one bar.
 */
export function filterChips(spec: FilterSpec, profile = false): FilterChip[] {
  const chips: FilterChip[] = [];
  if (hasDateFilter(spec)) {
    chips.push({
      key: 'date',
      label: `Date: ${dateRangeText(spec.dateFilter?.startYear, spec.dateFilter?.endYear)}`,
      remove: (current) => setDateRange(current, null, null),
    });
  }
  if (spec.displayedResultsStatus !== 'All') {
    chips.push({
      key: 'displayed',
      label: `Displayed: ${displayedResultsLabel[spec.displayedResultsStatus]}`,
      remove: (current) => ({ ...current, displayedResultsStatus: 'All' }),
    });
  }
  if (spec.freeText) {
    chips.push({ key: 'text', label: `Text: ${spec.freeText}`, remove: (current) => applyFreeText(current, '') });
  }
  const academic = profile && selectsAcademicPublication(spec.selectedTops);
  if (academic) {
    chips.push({
      key: `top:${CLASSIFICATIONS}:${ACADEMIC_PUBLICATION}`,
      label: `${titleOf(CLASSIFICATIONS)}: ${ACADEMIC_PUBLICATION}`,
      remove: (current) => ({ ...current, selectedTops: current.selectedTops.filter((top) => !isAcademicTop(top)) }),
    });
  }
  for (const top of spec.selectedTops) {
    if (academic && isAcademicTop(top)) continue;
    chips.push({
      key: `top:${top.name}:${top.selectedValue}`,
      label: `${titleOf(top.name)}: ${top.selectedDisplayValue ?? top.selectedValue}`,
      remove: (current) => removeTop(current, top),
    });
  }
  for (const key of specialFilterKeys) {
    if (spec[key])
      chips.push({ key, label: specialFilterLabel[key], remove: (current) => clearSpecialFilter(current, key) });
  }
  if (!spec.includeSingleAuthoredDocuments) {
    chips.push({
      key: 'singleAuthored',
      label: 'No single-authored',
      remove: (current) => ({ ...current, includeSingleAuthoredDocuments: true }),
    });
  }
  if (spec.specificDocumentUrls?.length) {
    chips.push({
      key: 'urls',
      label: `Document URLs (${spec.specificDocumentUrls.length})`,
      remove: (current) => ({ ...current, specificDocumentUrls: undefined }),
    });
  }
  return chips;
}
