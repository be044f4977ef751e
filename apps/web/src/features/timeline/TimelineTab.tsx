import { Box, Center, Checkbox, Group, Loader, Radio, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { timelineApi, timelineText } from '@quarry/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api';
import { useStoredSettings } from '../../graph/useStoredSettings';
import { useFilterSpec, useSearchDefinition, useWorkspace, workspaceGraphsKey } from '../workspace';
import { TimelineChartView } from './TimelineChartView';

interface TimelineChoice {
  terms: string[];
  groups: number[];
  external: string | null;
}

const NONE = '';

/**
 * The Timeline tab (doc 3 §2, Topic investigations with the timeline flag): documents of the current filters per
 * year for the checked terms and term groups, and one term's works in OpenAlex (External Series). The choice is
 * remembered per investigation.
 */
export function TimelineTab() {
  const { investigation, apiType } = useWorkspace();
  const spec = useFilterSpec();
  const definition = useSearchDefinition();
  const [choice, change] = useStoredSettings<TimelineChoice>(`quarry.timeline.${investigation.id}`, {
    terms: [],
    groups: [],
    external: null,
  });
  const state = definition?.state;
  const known = new Set(state?.terms.map((term) => term.term));
  const terms = choice.terms.filter((term) => known.has(term));
  const groups = choice.groups.filter((id) => state?.termGroups.some((group) => group.id === id));
  const external = choice.external && known.has(choice.external) ? choice.external : null;
  const selected = terms.length + groups.length > 0 || external !== null;
  const chart = useQuery({
    queryKey: [...workspaceGraphsKey(investigation.id), 'timeline', spec, terms, groups, external],
    queryFn: ({ signal }) =>
      callApi(timelineApi.chart, {
        params: { type: apiType, id: investigation.id },
        body: { spec, selectedTerms: terms, selectedTermGroups: groups, selectedExternalSeries: external },
        signal,
      }),
    enabled: selected,
    placeholderData: keepPreviousData,
  });
  const toggle = <T,>(list: T[], item: T) =>
    list.includes(item) ? list.filter((entry) => entry !== item) : [...list, item];

  return (
    <Group h="100%" gap={0} align="stretch" wrap="nowrap" data-testid="timeline">
      <Box p="md" style={{ flex: 1, minWidth: 0, position: 'relative' }}>
        {!selected ? (
          <Text>{timelineText.noData}</Text>
        ) : !chart.data ? (
          chart.isError ? (
            <Text c="red">{chart.error.message}</Text>
          ) : (
            <Center h={200}>
              <Loader size="sm" mr="sm" />
              <Text>{timelineText.loading}</Text>
            </Center>
          )
        ) : chart.data.chartEntity.dataItems.length === 0 ? (
          // The external series' reason, below, says why there is nothing instead.
          !chart.data.externalError && <Text>{timelineText.noData}</Text>
        ) : (
          <TimelineChartView
            chart={chart.data.chartEntity}
            externalColumn={external ? timelineText.externalLabel(external) : null}
          />
        )}
        {chart.data?.externalError && (
          <Text c="red.9" size="sm" mt="sm" role="alert" data-testid="timeline-external-reason">
            {chart.data.externalError}
          </Text>
        )}
      </Box>
      <ScrollArea w={260} style={{ borderLeft: '1px solid var(--mantine-color-gray-3)' }}>
        <Stack p="sm" gap="md">
          <Stack gap={6} role="group" aria-label={timelineText.selector}>
            <Title order={2} size="h6">
              {timelineText.selector}
            </Title>
            {state?.termGroups.map((group) => (
              <Stack key={group.id} gap={4}>
                <Checkbox
                  size="xs"
                  fw={600}
                  label={group.name}
                  checked={groups.includes(group.id)}
                  onChange={() => change({ groups: toggle(groups, group.id) })}
                />
                {state.terms
                  .filter((term) => term.groupId === group.id)
                  .map((term) => (
                    <Checkbox
                      key={term.term}
                      size="xs"
                      ml="md"
                      label={term.term}
                      checked={terms.includes(term.term)}
                      onChange={() => change({ terms: toggle(terms, term.term) })}
                    />
                  ))}
              </Stack>
            ))}
          </Stack>
          <Radio.Group
            label={timelineText.externalSeries}
            value={external ?? NONE}
            onChange={(value) => change({ external: value === NONE ? null : value })}
            size="xs"
          >
            <Stack gap={4} mt={4}>
              <Radio value={NONE} label={timelineText.noExternalSeries} />
              {state?.terms.map((term) => (
                <Radio key={term.term} value={term.term} label={timelineText.externalLabel(term.term)} />
              ))}
            </Stack>
          </Radio.Group>
        </Stack>
      </ScrollArea>
    </Group>
  );
}
