import { Box, Group, List, NumberInput, Text, Title } from '@mantine/core';
import {
  DEFAULT_STOPPING_CONFIDENCE,
  DEFAULT_TARGET_RECALL,
  screeningApi,
  type StoppingSignal,
} from '@quarry/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../api';
import { PaneFailure } from '../persons/PaneStates';
import { ProgressChart } from './ProgressChart';
import { stoppingText } from './screeningLabels';

const percent = (share: number) => Math.round(share * 100);

/** What the stopping methods say of the caller's screening (issue 27), at the target recall and confidence set here. */
export function StoppingPanel({
  investigationId,
  queryKey,
}: {
  investigationId: number;
  queryKey: readonly unknown[];
}) {
  const [targetPercent, setTargetPercent] = useState(percent(DEFAULT_TARGET_RECALL));
  const [confidencePercent, setConfidencePercent] = useState(percent(DEFAULT_STOPPING_CONFIDENCE));
  const signal = useQuery({
    queryKey: [...queryKey, 'stopping', targetPercent, confidencePercent],
    queryFn: ({ signal: abort }) =>
      callApi(screeningApi.stopping, {
        params: { id: investigationId },
        query: { targetRecall: targetPercent / 100, confidence: confidencePercent / 100 },
        signal: abort,
      }),
  });
  const percentInput = (label: string, value: number, set: (value: number) => void) => (
    <NumberInput
      label={label}
      value={value}
      onChange={(next) => typeof next === 'number' && set(next)}
      min={50}
      max={99}
      suffix=" %"
      w={150}
      size="xs"
    />
  );
  return (
    <Box component="section" aria-label={stoppingText.title}>
      <Title order={3} size="h5">
        {stoppingText.title}
      </Title>
      <Group gap="sm" mt={4}>
        {percentInput(stoppingText.targetRecall, targetPercent, setTargetPercent)}
        {percentInput(stoppingText.confidence, confidencePercent, setConfidencePercent)}
      </Group>
      {signal.isError && <PaneFailure error={signal.error} />}
      {signal.data && <StoppingAdvice signal={signal.data} />}
      {signal.data && <ProgressChart signal={signal.data} investigationId={investigationId} />}
    </Box>
  );
}

function StoppingAdvice({ signal }: { signal: StoppingSignal }) {
  const recommended = signal.methods.find((method) => method.recommended);
  const others = signal.methods.filter((method) => method !== recommended);
  return (
    <Box mt="xs">
      {recommended && (
        <Text fw={600} role="status">
          {stoppingText.advice(recommended, signal)}
        </Text>
      )}
      {signal.recall && (
        <Text size="sm">
          {stoppingText.recall(
            percent(signal.recall.estimate),
            percent(signal.recall.low),
            percent(signal.recall.high),
            signal.sample.size,
          )}
        </Text>
      )}
      {recommended && (
        <Text size="xs" c="dimmed">
          {stoppingText.method(recommended.name, recommended.citation)}
        </Text>
      )}
      <List size="xs" mt={4}>
        {others.map((method) => (
          <List.Item key={method.id}>
            {method.name}: {stoppingText.recommendation[method.recommendation]}
            {method.sampleSize !== undefined ? ` (${stoppingText.atLeast(method.sampleSize)})` : ''}
          </List.Item>
        ))}
      </List>
    </Box>
  );
}
