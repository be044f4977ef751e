const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A date and time as the user's locale writes them; `fallback` when there is none or it cannot be read. */
export function formatDateTime(iso: string | null | undefined, fallback = ''): string {
  if (!iso) return fallback;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? fallback : dateTime.format(time);
}
