import type { DatePrecision } from '../document.js';

export interface PartialDate {
  date: string;
  datePrecision: DatePrecision;
}

const pad = (value: number) => String(value).padStart(2, '0');

const isYear = (year: number) => Number.isInteger(year) && year >= 1000 && year <= 2999;
const isMonth = (month: number | undefined): month is number => Number.isInteger(month) && month! >= 1 && month! <= 12;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
/** The days of a month, leap years counted (Gregorian, as the database counts them). */
const daysIn = (year: number, month: number) => (month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1]!);

/**
 * The one builder of every source's dates: a date from year, month and day, with the precision of what was known
 * (month and day default to 01). A part that cannot be is not known: 30 February keeps its month, month 13 keeps its
 * year — the database refuses an impossible date, and one such record failed a whole import.
 */
export function dateFromParts(year?: number, month?: number, day?: number): PartialDate | undefined {
  if (year === undefined || !isYear(year)) return undefined;
  if (!isMonth(month)) return { date: `${year}-01-01`, datePrecision: 'Year' };
  if (day === undefined || !Number.isInteger(day) || day < 1 || day > daysIn(year, month))
    return { date: `${year}-${pad(month)}-01`, datePrecision: 'MonthYear' };
  return { date: `${year}-${pad(month)}-${pad(day)}`, datePrecision: 'DayMonthYear' };
}

const monthNames = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const EDTF_MARKS = /[?~%/X]/;
const EDTF_DATE = /^(\d{4})(?:-(\d{2}|XX)(?:-(\d{2}|XX))?)?$/;

function edtfSide(text: string): PartialDate | undefined | 'open' | 'not EDTF' {
  if (text === '' || text === '..') return 'open';
  const parts = text.match(EDTF_DATE);
  if (!parts) return 'not EDTF';
  const known = (part: string | undefined) => (part && part !== 'XX' ? Number(part) : undefined);
  const month = known(parts[2]);
  return dateFromParts(Number(parts[1]), month, month === undefined ? undefined : known(parts[3]));
}

/**
 * An EDTF date (ISO 8601-2, what CSL-JSON and biblatex write): "2015-03-05", "2015-03-XX" (unknown day),
 * "2015-21" (a season: its year), "2015?" and "2015-03~" (uncertain, approximate: the date as written), an interval
 * "2015-03/2016" (its start, or its end when the start is open: "../2016"). Undefined when the text is not EDTF.
 */
function parseEdtf(value: string): PartialDate | undefined {
  // most dates have none of EDTF's marks: every record's date comes this way
  if (!EDTF_MARKS.test(value)) return undefined;
  const sides = value.replace(/[?~%]/g, '').split('/');
  if (sides.length > 2) return undefined;
  const [start, end] = sides.map(edtfSide);
  if (start === 'not EDTF' || end === 'not EDTF') return undefined;
  if (start !== 'open') return start;
  return end === 'open' ? undefined : end;
}

/**
 * Reads the date spellings sources use: "2018-06-27T11:44:35Z", "2015/06/05", "2015-06", "2015", "June 2015",
 * "5 Jun 2015", and EDTF's (parseEdtf). Returns undefined when no year can be found.
 */
export function parseLooseDate(text: string | undefined): PartialDate | undefined {
  if (!text) return undefined;
  const value = text.trim();
  const iso = value.match(/^(\d{4})(?:[-/.](\d{1,2})(?:[-/.](\d{1,2}))?)?(?:$|[T\s])/);
  if (iso)
    return dateFromParts(Number(iso[1]), iso[2] ? Number(iso[2]) : undefined, iso[3] ? Number(iso[3]) : undefined);
  const edtf = parseEdtf(value);
  if (edtf) return edtf;
  const named = value.toLowerCase().match(/(?:(\d{1,2})\s+)?([a-z]{3})[a-z]*\.?,?\s+(?:(\d{1,2}),?\s+)?(\d{4})/);
  if (named?.[2] && monthNames.includes(named[2])) {
    const day = named[1] ?? named[3];
    return dateFromParts(Number(named[4]), monthNames.indexOf(named[2]) + 1, day ? Number(day) : undefined);
  }
  const year = value.match(/\b(1[5-9]\d{2}|2\d{3})\b/);
  return year ? dateFromParts(Number(year[1])) : undefined;
}
