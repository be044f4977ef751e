import { Box, Button, Group, Image, Text } from '@mantine/core';
import type { StoppingSignal } from '@quarry/contract';
import { useMutation } from '@tanstack/react-query';
import { saveBlob } from '../../../api';
import { showFailure } from '../../../lib/showFailure';
import { CHART_HEIGHT, CHART_WIDTH, progressChartPng, progressChartSvg, progressChartText } from './progressChart';

/** Relevant found against records screened beside the random expectation (issue 27), with its PNG and SVG exports. */
export function ProgressChart({ signal, investigationId }: { signal: StoppingSignal; investigationId: number }) {
  const svg = progressChartSvg(signal);
  const fileName = (extension: string) => `screening-progress-${investigationId}.${extension}`;
  const png = useMutation({
    mutationFn: async () => saveBlob(await progressChartPng(svg), fileName('png')),
    onError: showFailure,
  });
  if (signal.foundByScreened.length === 0) return <Text size="sm">{progressChartText.empty}</Text>;
  return (
    <Box mt="sm">
      <Image
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
        alt={progressChartText.title}
        w={CHART_WIDTH}
        h={CHART_HEIGHT}
        maw="100%"
        fit="contain"
      />
      <Group gap="xs" mt={4}>
        <Button size="xs" variant="default" loading={png.isPending} onClick={() => png.mutate()}>
          {progressChartText.png}
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={() => saveBlob(new Blob([svg], { type: 'image/svg+xml' }), fileName('svg'))}
        >
          {progressChartText.svg}
        </Button>
      </Group>
    </Box>
  );
}
