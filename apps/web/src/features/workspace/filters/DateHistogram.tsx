import { Box, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { InvestigationData } from '@quarry/contract';
import { useState } from 'react';
import { setDateRange } from '../state/filterSpec';
import { useWorkspace } from '../state/workspaceContext';
import { workspaceText } from '../workspaceLabels';
import { HistogramHandle } from './HistogramHandle';
import {
  histogramLayout,
  initialHandles,
  labelsNeedGap,
  rangeOfHandleClick,
  rangeOfHandles,
  type Handles,
} from './histogramLayout';
import { useHandleDrag } from './useHandleDrag';

const HEIGHT = 110;
const CHART_TOP = 22;
const CHART_BOTTOM = 90;

/**
 * The date histogram (doc 2 §4): a bar per year with its relevant part; two handles that apply a range on release;
 * a bar click selects its single year; the popup reads '{relevant} of {total} Publication(s) - {year}'.
 */
export function DateHistogram({ bars }: { bars: InvestigationData['dateHistogram'] }) {
  const { spec, updateSpec } = useWorkspace();
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
                  onClick={() => apply({ startYear: bar.year, endYear: bar.year })}
                  onMouseEnter={() => setHovered(bar.year)}
                  onMouseLeave={() => setHovered(null)}
                  style={{ cursor: 'pointer' }}
                >
                  <rect
                    x={layout.center(bar.year) - layout.step / 2}
                    y={CHART_TOP}
                    width={layout.step}
                    height={CHART_BOTTOM - CHART_TOP}
                    fill="transparent"
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
                  top={CHART_TOP}
                  bottom={CHART_BOTTOM}
                  labelShift={gap ? -14 : 0}
                  {...drag.bind('start')}
                />
                <HistogramHandle
                  side="end"
                  x={drag.x('end')}
                  year={drag.shown.end}
                  top={CHART_TOP}
                  bottom={CHART_BOTTOM}
                  labelShift={gap ? 14 : 0}
                  {...drag.bind('end')}
                />
              </>
            )}
          </svg>
        </>
      )}
    </Box>
  );
}
