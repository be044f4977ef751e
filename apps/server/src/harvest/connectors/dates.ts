import type { DatePrecision } from '../document.js';

export interface PartialDate {
  date: string;
  datePrecision: DatePrecision;
}

const pad = (value: number) => String(value).padStart(2, '0');

function validParts(year: number, month?: number, day?: number): boolean {
  if (!Number.isInteger(year) || year < 1000 || year > 2999) return false;
  if (month !== undefined && (!Number.isInteger(month) || month < 1 || month > 12)) return false;
  if (day !== undefined && (!Number.isInteger(day) || day < 1 || day > 31)) return false;
  return true;
}

/** A date from year, month and day, with the precision of what was known (month and day default to 01). */
export function dateFromParts(year?: number, month?: number, day?: number): PartialDate | undefined {
  if (year === undefined || !validParts(year, month, day)) return undefined;
  if (month === undefined) return { date: `${year}-01-01`, datePrecision: 'Year' };
  if (day === undefined) return { date: `${year}-${pad(month)}-01`, datePrecision: 'MonthYear' };
  return { date: `${year}-${pad(month)}-${pad(day)}`, datePrecision: 'DayMonthYear' };
}

const monthNames = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * Reads the date spellings sources use: "2018-06-27T11:44:35Z", "2015/06/05", "2015-06", "2015", "June 2015",
 * "5 Jun 2015". Returns undefined when no year can be found.
 */
export function parseLooseDate(text: string | undefined): PartialDate | undefined {
  if (!text) return undefined;
  const value = text.trim();
  const iso = value.match(/^(\d{4})(?:[-/.](\d{1,2})(?:[-/.](\d{1,2}))?)?(?:$|[T\s])/);
  if (iso)
    return dateFromParts(Number(iso[1]), iso[2] ? Number(iso[2]) : undefined, iso[3] ? Number(iso[3]) : undefined);
  const named = value.toLowerCase().match(/(?:(\d{1,2})\s+)?([a-z]{3})[a-z]*\.?,?\s+(?:(\d{1,2}),?\s+)?(\d{4})/);
  if (named?.[2] && monthNames.includes(named[2])) {
    const day = named[1] ?? named[3];
    return dateFromParts(Number(named[4]), monthNames.indexOf(named[2]) + 1, day ? Number(day) : undefined);
  }
  const year = value.match(/\b(1[5-9]\d{2}|2\d{3})\b/);
  return year ? dateFromParts(Number(year[1])) : undefined;
}
