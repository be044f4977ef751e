import { Box, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { InvestigationData } from '@quarry/contract';
import { useState, type KeyboardEvent } from 'react';
import { setDateRange } from '../state/filterSpec';
import { useFilterSpec, useUpdateSpec } from '../state/workspaceContext';
import { workspaceText } from '../workspaceLabels';
import { HistogramHandle } from './HistogramHandle';
import {
  handleBounds,
  histogramLayout,
  initialHandles,
  labelsNeedGap,
  rangeOfHandleClick,
  rangeOfHandles,
  barOnKey,
  yearOnKey,
  type HandleSide,
  type Handles,
} from './histogramLayout';
import { useHandleDrag } from './useHandleDrag';

const HEIGHT = 110;
const CHART_TOP = 22;
const CHART_BOTTOM = 90;

/**
 * The date histogram (doc 2 §4): a bar per year with its relevant part; two handles that apply a range on release
 * or, as sliders, on each key; bars are buttons (a click, Enter or Space selects the year);
 * a bar click selects its single year; the popup reads '{relevant} of {total} Publication(s) - {year}'.
 */
export function DateHistogram({ bars }: { bars: InvestigationData['dateHistogram'] }) {
  const spec = useFilterSpec();
  const updateSpec = useUpdateSpec();
  const { ref, width } = useElementSize();
  const [hovered, setHovered] = useState<number | null>(null);
  const layout = histogramLayout(bars, width);
  const handles = layout
    ? initialHandles(layout.first, layout.last, spec.dateFilter?.startYear, spec.dateFilter?.endYear)
    : { start: 0, end: 0 };
  const apply = (range: { startYear: number | null; endYear: number | null }) =>
    updateSpec((current) => setDateRange(current, range.startYear, range.endYear));
  const drag = useHandleDrag(
    layout,
    handles,
    (released: Handles) => layout && apply(rangeOfHandles(layout, released)),
    (side) => layout && apply(rangeOfHandleClick(layout, handles, side)),
  );
  // A handle moved by a key applies its range at once, as a released drag does.
  const onHandleKey = (side: HandleSide) => (event: KeyboardEvent<SVGElement>) => {
    const year = layout ? yearOnKey(layout, side, handles, event.key) : null;
    if (year === null || !layout) return;
    event.preventDefault();
    if (year !== handles[side]) apply(rangeOfHandles(layout, { ...handles, [side]: year }));
  };
  // The bars are one Tab stop: the arrows move between years, Enter or Space selects one.
  const [focused, setFocused] = useState<number | null>(null);
  const [current, setCurrent] = useState<number | null>(null);
  const tabYear =
    layout && current !== null && current >= layout.first && current <= layout.last ? current : layout?.first;
  const onBarKey = (year: number) => (event: KeyboardEvent<SVGElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      apply({ startYear: year, endYear: year });
      return;
    }
    const next = layout ? barOnKey(layout, year, event.key) : null;
    if (next === null) return;
    event.preventDefault();
    event.currentTarget.ownerSVGElement?.querySelector<SVGElement>(`[data-testid="histogram-bar-${next}"]`)?.focus();
  };
  const hoveredBar = layout?.bars.find((bar) => bar.year === hovered);
  const gap = labelsNeedGap(drag.x('start'), drag.x('end'));
  const scale = (count: number) => (layout ? ((CHART_BOTTOM - CHART_TOP) * count) / layout.maxCount : 0);

  return (
    <Box ref={ref} data-testid="date-histogram">
      {!bars.length ? (
        <Text size="sm" c="dimmed" ta="center" py="md">
          {workspaceText.noHistogramData}
        </Text>
      ) : (
        <>
          <Text size="xs" c="dimmed" ta="center" h={18} data-testid="histogram-popup">
            {hoveredBar
              ? workspaceText.histogramPopup(hoveredBar.relevantCount, hoveredBar.totalCount, hoveredBar.year)
              : ''}
          </Text>
          <svg width={width} height={HEIGHT} style={{ display: 'block', touchAction: 'none' }}>
            {layout?.bars.map((bar) => {
              const inRange = bar.year >= drag.shown.start && bar.year <= drag.shown.end;
              const x = layout.center(bar.year) - layout.barWidth / 2;
              const popup = workspaceText.histogramPopup(bar.relevantCount, bar.totalCount, bar.year);
              return (
                <g
                  key={bar.year}
                  role="button"
                  aria-label={popup}
                  data-testid={`histogram-bar-${bar.year}`}
                  tabIndex={bar.year === tabYear ? 0 : -1}
                  onClick={() => apply({ startYear: bar.year, endYear: bar.year })}
                  onKeyDown={onBarKey(bar.year)}
                  onMouseEnter={() => setHovered(bar.year)}
                  onMouseLeave={() => setHovered(null)}
                  onFocus={() => {
                    setFocused(bar.year);
                    setCurrent(bar.year);
                    setHovered(bar.year);
                  }}
                  onBlur={() => {
                    setFocused(null);
                    setHovered(null);
                  }}
                  style={{ cursor: 'pointer', outline: 'none' }}
                >
                  <rect
                    x={layout.center(bar.year) - layout.step / 2}
                    y={CHART_TOP}
                    width={layout.step}
                    height={CHART_BOTTOM - CHART_TOP}
                    fill="transparent"
                    stroke={focused === bar.year ? 'var(--mantine-color-indigo-8)' : 'none'}
                    strokeDasharray="3 2"
                  />
                  <rect
                    x={x}
                    y={CHART_BOTTOM - scale(bar.totalCount)}
                    width={layout.barWidth}
                    height={scale(bar.totalCount)}
                    fill={inRange ? 'var(--mantine-color-gray-4)' : 'var(--mantine-color-gray-2)'}
                  />
                  <rect
                    x={x}
                    y={CHART_BOTTOM - scale(bar.relevantCount)}
                    width={layout.barWidth}
                    height={scale(bar.relevantCount)}
                    fill={inRange ? 'var(--mantine-color-indigo-6)' : 'var(--mantine-color-indigo-2)'}
                  />
                </g>
              );
            })}
            {layout && (
              <>
                <line x1={0} x2={width} y1={CHART_BOTTOM} y2={CHART_BOTTOM} stroke="var(--mantine-color-gray-4)" />
                <HistogramHandle
                  side="start"
                  x={drag.x('start')}
                  year={drag.shown.start}
                  {...handleBounds(layout, 'start', drag.shown)}
                  top={CHART_TOP}
                  bottom={CHART_BOTTOM}
                  labelShift={gap ? -14 : 0}
                  {...drag.bind('start')}
                  onKeyDown={onHandleKey('start')}
                />
                <HistogramHandle
                  side="end"
                  x={drag.x('end')}
                  year={drag.shown.end}
                  {...handleBounds(layout, 'end', drag.shown)}
                  top={CHART_TOP}
                  bottom={CHART_BOTTOM}
                  labelShift={gap ? 14 : 0}
                  {...drag.bind('end')}
                  onKeyDown={onHandleKey('end')}
                />
              </>
            )}
          </svg>
        </>
      )}
    </Box>
  );
}
