import { healthCheckReport, type HealthCheckReport } from '@quarry/contract';

/** What the health-check displays show: the latest report (ok or degraded), or why there is none. */
export type HealthOutcome = { kind: 'report'; report: HealthCheckReport } | { kind: 'unavailable'; reason: string };

/** The failure of one look, as the api layer gives it: the HTTP status (0: unreachable) and the body's text. */
export interface HealthFailure {
  status: number;
  body: string;
}

const MAX_REASON_LENGTH = 200;

export const healthOutcomeOfAnswer = (report: HealthCheckReport): HealthOutcome => ({ kind: 'report', report });

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A 503 whose body is the report is a degraded report; anything else leaves the checks unavailable, saying why. */
export function healthOutcomeOfFailure(failure: HealthFailure): HealthOutcome {
  if (failure.status === 503) {
    const parsed = healthCheckReport.safeParse(parseJson(failure.body));
    if (parsed.success) return { kind: 'report', report: parsed.data };
  }
  return { kind: 'unavailable', reason: failureReason(failure) };
}

/** "Forbidden (HTTP 403)", "HTTP 500", or that the server could not be reached. */
export function failureReason({ status, body }: HealthFailure): string {
  if (status === 0) return 'the server could not be reached';
  const text = body.trim().replace(/\s+/g, ' ');
  if (!text) return `HTTP ${status}`;
  const short = text.length > MAX_REASON_LENGTH ? `${text.slice(0, MAX_REASON_LENGTH - 1)}…` : text;
  return `${short} (HTTP ${status})`;
}

/** How long the oldest job has waited: "45 s", "3 min 20 s", "2 h 5 min"; a dash when nothing waits. */
export function formatWait(seconds: number | null): string {
  if (seconds === null) return '—';
  const whole = Math.max(0, Math.round(seconds));
  if (whole < 60) return `${whole} s`;
  if (whole < 3600) return `${Math.floor(whole / 60)} min ${whole % 60} s`;
  return `${Math.floor(whole / 3600)} h ${Math.floor((whole % 3600) / 60)} min`;
}

const clock = new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' });

/** The report's time as the user's clock shows it; the text as sent when it cannot be read. */
export function formatCheckedAt(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : clock.format(time);
}
