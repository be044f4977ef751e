/** The activity speedometer (doc 2 §4): a needle in 0–170 degrees with random jitter up to 10, every 500 ms. */
export const SPEEDOMETER_MAX = 170;
export const SPEEDOMETER_JITTER = 10;
export const SPEEDOMETER_REFRESH_MS = 500;

/** The needle's angle for an activity score; `random` in [0, 1). Idle (0) stays at rest. */
export function speedometerAngle(activityScore: number, random: number): number {
  if (activityScore <= 0) return 0;
  const jitter = (random * 2 - 1) * SPEEDOMETER_JITTER;
  return Math.min(SPEEDOMETER_MAX, Math.max(0, Math.min(SPEEDOMETER_MAX, activityScore) + jitter));
}

const REST = [134, 142, 150];
const LIT = [47, 158, 68];

/** The refresh button's colour along its gradient by relevancyScore / 100, capped at 1 (doc 2 §4). */
export function refreshColor(relevancyScore: number): string {
  const t = Math.min(1, Math.max(0, relevancyScore / 100));
  const [r, g, b] = REST.map((from, index) => Math.round(from + (LIT[index]! - from) * t));
  return `rgb(${r}, ${g}, ${b})`;
}
