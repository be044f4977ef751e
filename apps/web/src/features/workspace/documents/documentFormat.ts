import type { WorkspaceDocument } from '@quarry/contract';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const PRECISIONS: readonly string[] = ['Year', 'MonthYear', 'DayMonthYear'];

/**
 * A document's date at its precision (doc 2 §9): YYYY, MMM YYYY or DD MMM YYYY (a year-only date is never
 * "01 Jan 2010"). Without a known precision, the parts the date has decide. '' when there is no readable date.
 */
export function formatDocumentDate(date: string | null, precision: string | null): string {
  const match = date ? /^(\d{4})(?:-(\d{1,2}))?(?:-(\d{1,2}))?/.exec(date) : null;
  if (!match) return '';
  const [, year, month, day] = match;
  const monthName = month ? MONTHS[Number(month) - 1] : undefined;
  const level =
    precision && PRECISIONS.includes(precision) ? precision : day ? 'DayMonthYear' : month ? 'MonthYear' : 'Year';
  if (level === 'DayMonthYear' && monthName && day) return `${day.padStart(2, '0')} ${monthName} ${year}`;
  if ((level === 'MonthYear' || level === 'DayMonthYear') && monthName) return `${monthName} ${year}`;
  return year!;
}

/** Volume, issue and pages: 'Vol. 12, Issue 3, pp. 45–67'. */
export function formatVolumeIssuePages(
  document: Pick<WorkspaceDocument, 'volume' | 'issue' | 'firstPage' | 'lastPage'>,
) {
  const parts: string[] = [];
  if (document.volume) parts.push(`Vol. ${document.volume}`);
  if (document.issue) parts.push(`Issue ${document.issue}`);
  if (document.firstPage && document.lastPage && document.firstPage !== document.lastPage) {
    parts.push(`pp. ${document.firstPage}–${document.lastPage}`);
  } else if (document.firstPage) {
    parts.push(`p. ${document.firstPage}`);
  }
  return parts.join(', ');
}

/**
 * The details line of an item: journal, date, volume/issue/pages and citations, those that are known (the journal
 * left out where the item shows it apart, as facultyWorks users' journal colour menu).
 */
export function documentDetails(document: WorkspaceDocument, withJournal = true): string[] {
  const citations = document.citationNumber;
  return [
    withJournal ? (document.journal ?? '') : '',
    formatDocumentDate(document.date, document.datePrecision),
    formatVolumeIssuePages(document),
    citations == null ? '' : `${citations} ${citations === 1 ? 'Citation' : 'Citations'}`,
  ].filter(Boolean);
}

/** Authors shown on an item (doc 2 §2): 8, or 22 for facultyWorks users. */
export const authorLimit = (facultyWorks: boolean): number => (facultyWorks ? 22 : 8);

/** The View All / View Less toggle appears when there are more authors than the limit plus 2. */
export const hasAuthorToggle = (count: number, limit: number): boolean => count > limit + 2;

export function visibleAuthors<T>(authors: readonly T[], limit: number, expanded: boolean): readonly T[] {
  return hasAuthorToggle(authors.length, limit) && !expanded ? authors.slice(0, limit) : authors;
}
