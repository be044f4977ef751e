import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import { workspaceText } from '../workspaceLabels';
import type { HandleSide } from './histogramLayout';

interface HandleProps {
  side: HandleSide;
  x: number;
  year: number;
  /** The years the handle may take (up to the other handle). */
  min: number;
  max: number;
  top: number;
  bottom: number;
  /** Moves the year label sideways when the handles are close (doc 2 §4: label gap under 40 px). */
  labelShift: number;
  onKeyDown: (event: KeyboardEvent<SVGElement>) => void;
  onPointerDown: (event: PointerEvent<SVGElement>) => void;
  onPointerMove: (event: PointerEvent<SVGElement>) => void;
  onPointerUp: (event: PointerEvent<SVGElement>) => void;
  onPointerCancel: (event: PointerEvent<SVGElement>) => void;
}

/** One year handle of the histogram, with its year below: dragged with the pointer, or a slider moved by keys. */
export function HistogramHandle({ side, x, year, min, max, top, bottom, labelShift, ...events }: HandleProps) {
  const [focused, setFocused] = useState(false);
  return (
    <g
      {...events}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      tabIndex={0}
      role="slider"
      aria-label={side === 'start' ? workspaceText.fromYear : workspaceText.toYear}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={year}
      aria-orientation="horizontal"
      data-testid={`histogram-handle-${side}`}
      style={{ cursor: 'ew-resize', outline: 'none' }}
    >
      <rect
        x={x - 6}
        y={top - 10}
        width={12}
        height={bottom - top + 28}
        rx={3}
        fill="transparent"
        stroke={focused ? 'var(--mantine-color-indigo-8)' : 'none'}
        strokeDasharray="3 2"
      />
      <line x1={x} x2={x} y1={top - 4} y2={bottom} stroke="var(--mantine-color-indigo-8)" strokeWidth={2} />
      <rect x={x - 4} y={top - 8} width={8} height={8} rx={2} fill="var(--mantine-color-indigo-8)" />
      <text x={x + labelShift} y={bottom + 14} textAnchor="middle" fontSize={11} fill="var(--mantine-color-dark-6)">
        {year}
      </text>
    </g>
  );
}
