import { Center, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { workspaceText } from '../workspaceLabels';
import { LAUNCH_SLOW_AGE_S } from './documentsView';
import { ParticleField } from './ParticleField';

/**
 * The loading screen with particles of a just-created Topic investigation; after 45 s of age it asks for patience
 * (doc 2 §2).
 */
export function LaunchScreen({ ageSeconds }: { ageSeconds: number }) {
  const [age, setAge] = useState(ageSeconds);
  useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(() => setAge(ageSeconds + (Date.now() - started) / 1000), 1000);
    return () => window.clearInterval(timer);
  }, [ageSeconds]);
  return (
    <Center h="100%" mih={240}>
      <Stack
        align="center"
        gap="md"
        w="100%"
        maw={560}
        px="md"
        role="status"
        aria-live="polite"
        data-testid="launch-screen"
      >
        <ParticleField />
        <Text c="dimmed">{age >= LAUNCH_SLOW_AGE_S ? workspaceText.launchingSlow : workspaceText.launching}</Text>
      </Stack>
    </Center>
  );
}
