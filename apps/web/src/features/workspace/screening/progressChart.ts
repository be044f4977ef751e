import type { StoppingSignal } from '@quarry/contract';

export const CHART_WIDTH = 480;
export const CHART_HEIGHT = 260;
const MARGIN = { left: 48, right: 16, top: 16, bottom: 40 };
/** At most this many points per line: a long screening is drawn at this resolution. */
const MAX_POINTS = 400;

export const progressChartText = {
  title: 'Relevant found against records screened',
  screened: 'Records screened',
  found: 'Relevant found',
  yours: 'Your screening',
  random: 'Random order (expected)',
  png: 'Chart as PNG',
  svg: 'Chart as SVG',
  empty: 'The chart begins with your first decision.',
} as const;

/**
 * The relevant records one expects to have found after screening a share of the records in random order: that share
 * of all relevant ones, the found ones plus the random sample's estimate of those left (the found ones alone, a lower
 * bound, until there is a sample).
 */
export function expectedRelevant(signal: Pick<StoppingSignal, 'relevantFound' | 'recall'>): number {
  return signal.relevantFound + (signal.recall?.remainingRelevant.estimate ?? 0);
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Every step of the line when short, evenly chosen ones (the last kept) when long. */
function sampled(found: readonly number[]): Array<[number, number]> {
  const step = Math.max(1, Math.ceil(found.length / MAX_POINTS));
  const points: Array<[number, number]> = [[0, 0]];
  for (let i = step - 1; i < found.length; i += step) points.push([i + 1, found[i]!]);
  if (found.length > 0 && points.at(-1)![0] !== found.length) points.push([found.length, found.at(-1)!]);
  return points;
}

/**
 * The progress chart as an SVG document: what the Screen tab shows and what its PNG and SVG exports hold. Only numbers
 * and the fixed texts above go into it.
 */
export function progressChartSvg(
  signal: Pick<StoppingSignal, 'total' | 'relevantFound' | 'recall' | 'foundByScreened'>,
) {
  const plotW = CHART_WIDTH - MARGIN.left - MARGIN.right;
  const plotH = CHART_HEIGHT - MARGIN.top - MARGIN.bottom;
  const xMax = Math.max(1, signal.total);
  const expected = expectedRelevant(signal);
  const yMax = Math.max(1, Math.ceil(expected));
  const x = (screened: number) => round(MARGIN.left + (plotW * screened) / xMax);
  const y = (found: number) => round(MARGIN.top + plotH - (plotH * found) / yMax);
  const line = sampled(signal.foundByScreened)
    .map(([screened, found]) => `${x(screened)},${y(found)}`)
    .join(' ');
  const bottom = MARGIN.top + plotH;
  const text = (tx: number, ty: number, body: string, extra = '') =>
    `<text x="${tx}" y="${ty}" font-family="sans-serif" font-size="11" fill="#212529"${extra}>${body}</text>`;
  const legendRow = (lx: number, ly: number, label: string, style: string, colour: string) => [
    `<line x1="${lx}" y1="${ly}" x2="${lx + 20}" y2="${ly}" stroke="${colour}" ${style}/>`,
    text(lx + 26, ly + 4, label),
  ];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CHART_WIDTH}" height="${CHART_HEIGHT}" viewBox="0 0 ${CHART_WIDTH} ${CHART_HEIGHT}">`,
    `<title>${progressChartText.title}</title>`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    `<path d="M${MARGIN.left},${MARGIN.top}V${bottom}H${MARGIN.left + plotW}" fill="none" stroke="#495057"/>`,
    `<line x1="${x(0)}" y1="${y(0)}" x2="${x(xMax)}" y2="${y(expected)}" stroke="#868e96" stroke-dasharray="5 4"/>`,
    `<polyline points="${line}" fill="none" stroke="#1864ab" stroke-width="2"/>`,
    text(MARGIN.left - 6, MARGIN.top + 4, String(yMax), ' text-anchor="end"'),
    text(MARGIN.left - 6, bottom, '0', ' text-anchor="end"'),
    text(MARGIN.left + plotW, bottom + 14, String(xMax), ' text-anchor="end"'),
    text(MARGIN.left + plotW / 2, CHART_HEIGHT - 6, progressChartText.screened, ' text-anchor="middle"'),
    text(
      12,
      MARGIN.top + plotH / 2,
      progressChartText.found,
      ` text-anchor="middle" transform="rotate(-90 12 ${MARGIN.top + plotH / 2})"`,
    ),
    // The legend sits bottom right, under both lines: a screening's line climbs above the random one.
    ...legendRow(MARGIN.left + plotW - 150, bottom - 34, progressChartText.yours, 'stroke-width="2"', '#1864ab'),
    ...legendRow(MARGIN.left + plotW - 150, bottom - 18, progressChartText.random, 'stroke-dasharray="5 4"', '#868e96'),
    '</svg>',
  ].join('');
}

/** The chart drawn on a canvas at twice its size, as PNG bytes. */
export async function progressChartPng(svg: string): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = Object.assign(document.createElement('canvas'), {
      width: CHART_WIDTH * 2,
      height: CHART_HEIGHT * 2,
    });
    canvas.getContext('2d')!.drawImage(image, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The chart could not be drawn'))), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}
