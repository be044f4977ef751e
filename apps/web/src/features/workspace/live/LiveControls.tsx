import { ActionIcon, Tooltip } from '@mantine/core';
import type { InvestigationState } from '@quarry/contract';
import { useEffect, useState } from 'react';
import { RefreshIcon } from '../icons';
import { workspaceText } from '../workspaceLabels';
import { refreshColor, SPEEDOMETER_MAX, SPEEDOMETER_REFRESH_MS, speedometerAngle } from './liveGauges';

/** The activity speedometer: a half dial whose needle follows the harvest's activity score. */
function Speedometer({ activityScore }: { activityScore: number }) {
  const [angle, setAngle] = useState(0);
  useEffect(() => {
    if (activityScore <= 0) return;
    const timer = window.setInterval(
      () => setAngle(speedometerAngle(activityScore, Math.random())),
      SPEEDOMETER_REFRESH_MS,
    );
    return () => window.clearInterval(timer);
  }, [activityScore]);
  const shown = activityScore > 0 ? angle : 0;
  // 0 points left, 170 almost right: the needle turns clockwise from 185° (SVG angles) by the angle.
  const radians = ((185 + (shown * 180) / SPEEDOMETER_MAX) * Math.PI) / 180;
  return (
    <Tooltip label={workspaceText.activity}>
      <svg
        width={34}
        height={20}
        viewBox="0 0 34 20"
        role="meter"
        aria-label={workspaceText.activity}
        aria-valuemin={0}
        aria-valuemax={SPEEDOMETER_MAX}
        aria-valuenow={Math.round(shown)}
      >
        <path d="M3 18 A14 14 0 0 1 31 18" fill="none" stroke="var(--mantine-color-gray-4)" strokeWidth={3} />
        <line
          x1={17}
          y1={18}
          x2={17 + 12 * Math.cos(radians)}
          y2={18 + 12 * Math.sin(radians)}
          stroke="var(--mantine-color-indigo-7)"
          strokeWidth={2}
          strokeLinecap="round"
        />
      </svg>
    </Tooltip>
  );
}

/** The live controls of the documents heading: the speedometer and the refresh button, lit when a reload is worth it. */
export function LiveControls({ state, onRefresh }: { state: InvestigationState | null; onRefresh: () => void }) {
  const lit = Boolean(state?.differentEnough);
  return (
    <>
      <Speedometer activityScore={state?.activityScore ?? 0} />
      <Tooltip label={workspaceText.refresh}>
        <ActionIcon
          variant={lit ? 'light' : 'subtle'}
          aria-label={workspaceText.refresh}
          data-lit={lit}
          onClick={onRefresh}
          style={lit && state?.relevancyScore ? { color: refreshColor(state.relevancyScore) } : undefined}
        >
          <RefreshIcon />
        </ActionIcon>
      </Tooltip>
    </>
  );
}
