import { Badge, Box, Stack, Title } from '@mantine/core';
import type { Investigation } from '@quarry/contract';
import { ConflictsList } from './ConflictsList';
import { ReviewerProgress } from './ReviewerProgress';
import { teamText } from './teamLabels';
import { TeamSettings } from './TeamSettings';

/**
 * Screening as a team beside the record (issue 27): the owner's blind and double-screening settings, each reviewer's
 * progress, and the conflicts with the reviewers' agreement.
 */
export function TeamSection({ investigation }: { investigation: Investigation }) {
  return (
    <Box component="section" aria-label={teamText.title} mt="md">
      <Title order={3} size="h5">
        {teamText.title}
      </Title>
      <Stack gap="sm" mt={4}>
        {investigation.can.work && <TeamSettings investigation={investigation} />}
        <ReviewerProgress investigationId={investigation.id} />
        {/* Who may resolve is the server's to say (the owner, or a reviewer who did not decide the record). */}
        <ConflictsList investigationId={investigation.id} canResolve={investigation.can.screen} />
      </Stack>
    </Box>
  );
}

/** Beside the record while blind: a reviewer's decisions set no vote yet. */
export function BlindBadge() {
  return (
    <Badge
      variant="light"
      color="grape"
      mb="xs"
      h="auto"
      py={4}
      styles={{ label: { whiteSpace: 'normal', textTransform: 'none' } }}
    >
      {teamText.blindBadge}
    </Badge>
  );
}
