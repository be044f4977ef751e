import { Box, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { InvestigationData } from '@quarry/contract';
import { useState, type KeyboardEvent } from 'react';
import { setDateRange } from '../state/filterSpec';
import { useFilterSpec, useUpdateSpec } from '../state/workspaceContext';
import { workspaceText } from '../workspaceLabels';
import { HistogramHandle } from './HistogramHandle';
import {
  barKeyAction,
  barShape,
  CHART_BOTTOM,
  CHART_TOP,
  handlesOf,
  HISTOGRAM_HEIGHT,
  labelShift,
  rangeOnHandleKey,
  tabStopYear,
  yearOnly,
  type YearRange,
} from './dateHistogramModel';
import {
  handleBounds,
  histogramLayout,
  labelsNeedGap,
  rangeOfHandleClick,
  rangeOfHandles,
  type HandleSide,
  type Handles,
} from './histogramLayout';
import { useHandleDrag } from './useHandleDrag';

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
  const handles = handlesOf(layout, spec.dateFilter);
  const apply = (range: YearRange) => updateSpec((current) => setDateRange(current, range.startYear, range.endYear));
  const drag = useHandleDrag(
    layout,
    handles,
    (released: Handles) => layout && apply(rangeOfHandles(layout, released)),
    (side) => layout && apply(rangeOfHandleClick(layout, handles, side)),
  );
  // A handle moved by a key applies its range at once, as a released drag does.
  const onHandleKey = (side: HandleSide) => (event: KeyboardEvent<SVGElement>) => {
    const { handled, range } = layout ? rangeOnHandleKey(layout, side, handles, event.key) : { handled: false };
    if (!handled) return;
    event.preventDefault();
    if (range) apply(range);
  };
  // The bars are one Tab stop: the arrows move between years, Enter or Space selects one.
  const [focused, setFocused] = useState<number | null>(null);
  const [current, setCurrent] = useState<number | null>(null);
  const tabYear = tabStopYear(layout, current);
  const onBarKey = (year: number) => (event: KeyboardEvent<SVGElement>) => {
    const action = layout ? barKeyAction(layout, year, event.key) : null;
    if (!action) return;
    event.preventDefault();
    if (action.kind === 'select') apply(action.range);
    else
      event.currentTarget.ownerSVGElement
        ?.querySelector<SVGElement>(`[data-testid="histogram-bar-${action.year}"]`)
        ?.focus();
  };
  const hoveredBar = layout?.bars.find((bar) => bar.year === hovered);
  const gap = labelsNeedGap(drag.x('start'), drag.x('end'));

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
          <svg width={width} height={HISTOGRAM_HEIGHT} style={{ display: 'block', touchAction: 'none' }}>
            {layout?.bars.map((bar) => {
              const shape = barShape(layout, bar, drag.shown);
              const popup = workspaceText.histogramPopup(bar.relevantCount, bar.totalCount, bar.year);
              return (
                <g
                  key={bar.year}
                  role="button"
                  aria-label={popup}
                  data-testid={`histogram-bar-${bar.year}`}
                  tabIndex={bar.year === tabYear ? 0 : -1}
                  onClick={() => apply(yearOnly(bar.year))}
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
                    {...shape.hitArea}
                    fill="transparent"
                    stroke={focused === bar.year ? 'var(--mantine-color-indigo-8)' : 'none'}
                    strokeDasharray="3 2"
                  />
                  <rect {...shape.total} />
                  <rect {...shape.relevant} />
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
                  labelShift={labelShift('start', gap)}
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
                  labelShift={labelShift('end', gap)}
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
