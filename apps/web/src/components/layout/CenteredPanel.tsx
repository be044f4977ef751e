import { Anchor, Center, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface CenteredPanelProps {
  /** Page heading; omitted when the content brings its own. */
  title?: ReactNode;
  children?: ReactNode;
  /** Where the brand name links to. */
  homePath?: string;
}

/** The frame of the public pages: the brand, a heading and a narrow card in the middle of the screen. */
export function CenteredPanel({ title, children, homePath = '/' }: CenteredPanelProps) {
  return (
    <Center component="main" mih="100dvh" p="md" bg="var(--mantine-color-gray-0)">
      <Stack w="100%" maw={420} gap="lg">
        <Anchor component={Link} to={homePath} underline="never" ta="center" fw={800} fz={28} c="indigo.7">
          Quarry
        </Anchor>
        <Paper withBorder shadow="sm" radius="md" p="xl">
          <Stack gap="md">
            {title && (
              <Title order={1} fz={22}>
                {title}
              </Title>
            )}
            {children}
          </Stack>
        </Paper>
      </Stack>
    </Center>
  );
}
