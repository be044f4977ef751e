import type { PointerEvent } from 'react';
import type { HandleSide } from './histogramLayout';

interface HandleProps {
  side: HandleSide;
  x: number;
  year: number;
  top: number;
  bottom: number;
  /** Moves the year label sideways when the handles are close (doc 2 §4: label gap under 40 px). */
  labelShift: number;
  onPointerDown: (event: PointerEvent<SVGElement>) => void;
  onPointerMove: (event: PointerEvent<SVGElement>) => void;
  onPointerUp: (event: PointerEvent<SVGElement>) => void;
  onPointerCancel: (event: PointerEvent<SVGElement>) => void;
}

/** One draggable year handle of the histogram, with its year below. */
export function HistogramHandle({ side, x, year, top, bottom, labelShift, ...pointer }: HandleProps) {
  return (
    <g
      {...pointer}
      role="slider"
      aria-label={side === 'start' ? 'From year' : 'To year'}
      aria-valuenow={year}
      data-testid={`histogram-handle-${side}`}
      style={{ cursor: 'ew-resize' }}
    >
      <rect x={x - 6} y={top - 4} width={12} height={bottom - top + 22} fill="transparent" />
      <line x1={x} x2={x} y1={top - 4} y2={bottom} stroke="var(--mantine-color-indigo-8)" strokeWidth={2} />
      <rect x={x - 4} y={top - 8} width={8} height={8} rx={2} fill="var(--mantine-color-indigo-8)" />
      <text x={x + labelShift} y={bottom + 14} textAnchor="middle" fontSize={11} fill="var(--mantine-color-dark-6)">
        {year}
      </text>
    </g>
  );
}
