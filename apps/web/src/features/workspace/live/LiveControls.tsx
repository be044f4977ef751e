import { ActionIcon } from '@mantine/core';
import type { InvestigationState, RefreshReason } from '@quarry/contract';
import { useEffect, useState } from 'react';
import { toolbarAria, ToolbarTip } from '../documents/ToolbarTip';
import { RefreshIcon } from '../../../components/icons';
import { toolbarText, type ToolbarControl } from '../workspaceLabels';
import {
  meterValue,
  refreshColor,
  SPEEDOMETER_MAX,
  SPEEDOMETER_MAX_RATE,
  SPEEDOMETER_REFRESH_MS,
  speedometerAngle,
} from './liveGauges';

/**
 * The activity speedometer: a half dial whose needle follows the documents harvested per second (the server's
 * activityScore), on a log scale. As a meter it reports the rate itself; its tooltip says what it measures.
 */
export function Speedometer({ activityScore }: { activityScore: number }) {
  // 0.5 is no jitter: the needle points at the rate until the first tick.
  const [random, setRandom] = useState(0.5);
  useEffect(() => {
    if (activityScore <= 0) return;
    const timer = window.setInterval(() => setRandom(Math.random()), SPEEDOMETER_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [activityScore]);
  const shown = speedometerAngle(activityScore, random);
  const rate = meterValue(activityScore);
  // 0 points left, 170 almost right: the needle turns clockwise from 185° (SVG angles) by the angle.
  const radians = ((185 + (shown * 180) / SPEEDOMETER_MAX) * Math.PI) / 180;
  return (
    <ToolbarTip
      control={{ ...toolbarText.activity, name: `${toolbarText.activity.name}: ${toolbarText.activityValue(rate)}` }}
    >
      <svg
        width={34}
        height={20}
        viewBox="0 0 34 20"
        role="meter"
        tabIndex={0}
        {...toolbarAria(toolbarText.activity)}
        aria-valuemin={0}
        aria-valuemax={SPEEDOMETER_MAX_RATE}
        aria-valuenow={rate}
        aria-valuetext={toolbarText.activityValue(rate)}
        data-angle={Math.round(shown)}
        data-testid="activity-speedometer"
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
    </ToolbarTip>
  );
}

/** The refresh button's name and description: why it is lit, when the server said why. */
function refreshControl(reason: RefreshReason | null | undefined): ToolbarControl {
  return reason ? { ...toolbarText.refresh, does: toolbarText.refreshBecause[reason] } : toolbarText.refresh;
}

/** The live controls of the documents heading: the speedometer and the refresh button, lit when a reload is worth it. */
export function LiveControls({ state, onRefresh }: { state: InvestigationState | null; onRefresh: () => void }) {
  const lit = Boolean(state?.differentEnough);
  const control = refreshControl(lit ? state?.refreshReason : null);
  return (
    <>
      <Speedometer activityScore={state?.activityScore ?? 0} />
      <ToolbarTip control={control}>
        <ActionIcon
          variant={lit ? 'light' : 'subtle'}
          {...toolbarAria(control)}
          data-lit={lit}
          data-reason={lit ? (state?.refreshReason ?? undefined) : undefined}
          onClick={onRefresh}
          style={lit && state?.relevancyScore ? { color: refreshColor(state.relevancyScore) } : undefined}
        >
          <RefreshIcon />
        </ActionIcon>
      </ToolbarTip>
    </>
  );
}
