import { Box, Group, Text } from '@mantine/core';
import { timelineText, type ChartEntity } from '@quarry/contract';
import { chartLayout } from './chartLayout';

/** One colour per series, readable on white (the external series is drawn dashed). */
const SERIES_COLORS = [
  '#1c7ed6',
  '#e8590c',
  '#2b8a3e',
  '#c2255c',
  '#6741d9',
  '#0c8599',
  '#5c940d',
  '#d6336c',
  '#495057',
  '#a61e4d',
];
const WIDTH = 640;
const HEIGHT = 300;
const MARGIN = { left: 64, right: 16, top: 12, bottom: 48 };

/** The timeline's line chart (SVG), its legend, and the same figures as a table for screen readers. */
export function TimelineChartView({ chart, externalColumn }: { chart: ChartEntity; externalColumn: string | null }) {
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const layout = chartLayout(chart, plotWidth, plotHeight);
  return (
    <Box>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-label={`Documents per year: ${layout.series.map((series) => series.label).join(', ')}`}
        data-testid="timeline-chart"
      >
        <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
          {layout.yTicks.map((tick) => (
            <g key={tick.value}>
              <line x1={0} x2={plotWidth} y1={tick.y} y2={tick.y} stroke="#e9ecef" />
              <text x={-6} y={tick.y + 4} textAnchor="end" fontSize={11} fill="#495057">
                {tick.value}
              </text>
            </g>
          ))}
          {layout.xTicks.map((tick) => (
            <text key={tick.year} x={tick.x} y={plotHeight + 20} textAnchor="middle" fontSize={11} fill="#495057">
              {tick.year}
            </text>
          ))}
          <text x={plotWidth / 2} y={plotHeight + 40} textAnchor="middle" fontSize={12} fill="#343a40">
            {timelineText.xAxis}
          </text>
          <text
            transform={`translate(-48,${plotHeight / 2}) rotate(-90)`}
            textAnchor="middle"
            fontSize={12}
            fill="#343a40"
            data-testid="timeline-y-title"
          >
            {timelineText.yAxis(externalColumn !== null)}
          </text>
          {layout.series.map((series, k) => (
            <g key={series.label} data-series={series.label}>
              <polyline
                fill="none"
                stroke={SERIES_COLORS[k % SERIES_COLORS.length]}
                strokeWidth={2}
                strokeDasharray={series.label === externalColumn ? '6 4' : undefined}
                points={series.points.map((point) => `${point.x},${point.y}`).join(' ')}
              />
              {series.points.map((point) => (
                <circle key={point.year} cx={point.x} cy={point.y} r={3} fill={SERIES_COLORS[k % SERIES_COLORS.length]}>
                  <title>{`${series.label}, ${point.year}: ${point.value}`}</title>
                </circle>
              ))}
            </g>
          ))}
        </g>
      </svg>
      <Group gap="md" mt={4}>
        {layout.series.map((series, k) => (
          <Group key={series.label} gap={6}>
            <Box w={14} h={3} bg={SERIES_COLORS[k % SERIES_COLORS.length]} />
            <Text size="xs">{series.label}</Text>
          </Group>
        ))}
      </Group>
      <table
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
        data-testid="timeline-table"
      >
        <thead>
          <tr>
            {chart.columns.map((column) => (
              <th key={column}>{column}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {chart.dataItems.map((item) => (
            <tr key={item[0]}>
              {item.map((value, k) => (
                <td key={chart.columns[k]}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
