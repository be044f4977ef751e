/** The faculty-works edition's texts (doc 2 §2, §5, §6). */
export const facultyText = {
  strip: 'Faculty workflow',
  filterByUrls: 'Filter by document URLs',
  filter: 'Filter',
  urlsField: 'Document URLs',
  urlsHint: 'One URL per line, each starting with http:// or https://',
  filters: 'Filters',
  nothingLeft: 'nothing left',
} as const;
