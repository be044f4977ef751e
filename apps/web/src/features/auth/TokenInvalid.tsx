import { Button, Stack, Text } from '@mantine/core';
import { screenMessage } from '@quarry/contract';
import { useNavigate } from 'react-router';
import { routePath } from '../../lib/routes';
import { authLabel } from './authLabels';

/** A reset token that failed validation or use (doc 1 §8), with the Reset button back to the request form. */
export function TokenInvalid() {
  const navigate = useNavigate();
  return (
    <Stack gap="md" role="alert">
      <Text fw={600}>{screenMessage.tokenInvalid}</Text>
      <Text>{screenMessage.tokenInvalidHint}</Text>
      <Button onClick={() => void navigate(routePath.reset, { replace: true })}>{authLabel.reset}</Button>
    </Stack>
  );
}
