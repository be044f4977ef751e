import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { creatableTypes, investigationKindInfo } from '@quarry/contract';
import { Link } from 'react-router';
import { useAbout, useCurrentUser } from '../../auth';
import { INVESTIGATION_TABLE_ID } from '../../../lib/routes';
import { createInvestigationPath } from '../createPath';
import { ArrowDownIcon } from '../icons';
import { listLabel } from '../investigationLabels';

/** The card's name is its type's label; the tagline describes it (hidden from the name, which must match the label). */
const taglineId = (type: string) => `type-selector-tagline-${type}`;

/**
 * One selector per type the user may create (doc 1 §2, §6): facultyWorks users only the two faculty types, others
 * Topic and Person and the types whose support flag is on. Each opens the create screen for its type.
 */
export function InvestigationTypeSelectors() {
  const user = useCurrentUser();
  const about = useAbout();
  if (!user) return null;
  const types = creatableTypes(user, about);

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3, lg: 4 }} spacing="md">
        {types.map((type) => {
          const info = investigationKindInfo[type];
          return (
            <Card
              key={type}
              component={Link}
              to={createInvestigationPath(type)}
              aria-describedby={taglineId(type)}
              withBorder
              padding="md"
              radius="md"
              style={{ borderLeft: `4px solid var(--mantine-color-${info.color}-6)` }}
            >
              <Group justify="space-between" wrap="nowrap" mb={4}>
                <Text fw={700}>{info.label}</Text>
                <Badge color={info.color} variant="light" radius="sm" style={{ flexShrink: 0 }} aria-hidden>
                  {info.tag}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed" id={taglineId(type)} aria-hidden>
                {info.tagline}
              </Text>
            </Card>
          );
        })}
      </SimpleGrid>
      <Anchor href={`#${INVESTIGATION_TABLE_ID}`} size="sm" w="fit-content">
        <Group gap={4} component="span">
          <ArrowDownIcon />
          {listLabel.toTable}
        </Group>
      </Anchor>
    </Stack>
  );
}
