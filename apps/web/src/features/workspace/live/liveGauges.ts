/**
 * The activity speedometer (doc 2 §4): a needle in 0–170 degrees with random jitter up to 10, every 500 ms. The
 * server's activityScore is documents stored per second (ActivityMeter), so it is mapped onto the dial on a log
 * scale: a harvest runs from about 1 to 100 documents per second, and read as degrees the needle barely moved.
 */
export const SPEEDOMETER_MAX = 170;
export const SPEEDOMETER_JITTER = 10;
export const SPEEDOMETER_REFRESH_MS = 500;
/** Documents per second at the end of the dial; faster rates pin the needle there. */
export const SPEEDOMETER_MAX_RATE = 100;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The needle's resting angle for a rate in documents per second: log10(1 + rate) over 0–100 docs/s. */
export function rateAngle(documentsPerSecond: number): number {
  if (!(documentsPerSecond > 0)) return 0;
  const share = Math.log10(1 + documentsPerSecond) / Math.log10(1 + SPEEDOMETER_MAX_RATE);
  return clamp(share, 0, 1) * SPEEDOMETER_MAX;
}

/** The needle's angle for an activity score (documents per second); `random` in [0, 1). Idle (0) stays at rest. */
export function speedometerAngle(activityScore: number, random: number): number {
  if (!(activityScore > 0)) return 0;
  const jitter = (random * 2 - 1) * SPEEDOMETER_JITTER;
  return clamp(rateAngle(activityScore) + jitter, 0, SPEEDOMETER_MAX);
}

/** The rate as the meter reports it to assistive technology: one decimal, capped at the dial's end. */
export const meterValue = (documentsPerSecond: number): number =>
  Math.round(clamp(documentsPerSecond, 0, SPEEDOMETER_MAX_RATE) * 10) / 10;

const REST = [134, 142, 150];
const LIT = [47, 158, 68];

/** The refresh button's colour along its gradient by relevancyScore / 100, capped at 1 (doc 2 §4). */
export function refreshColor(relevancyScore: number): string {
  const t = Math.min(1, Math.max(0, relevancyScore / 100));
  const [r, g, b] = REST.map((from, index) => Math.round(from + (LIT[index]! - from) * t));
  return `rgb(${r}, ${g}, ${b})`;
}
