import { Button, Stack } from '@mantine/core';
import { screenMessage } from '@quarry/contract';
import { useNavigate } from 'react-router';
import { FormMessage } from '../../components/layout';
import { routePath } from '../../lib/routes';
import { authLabel } from './authLabels';

/** The spec's two texts read as one sentence: "Could not validate your token, Please reset your password again." */
export const tokenInvalidMessage = `${screenMessage.tokenInvalid} ${screenMessage.tokenInvalidHint}`;

/** A reset token that failed validation or use (doc 1 §8), with the Reset button back to the request form. */
export function TokenInvalid() {
  const navigate = useNavigate();
  return (
    <Stack gap="md">
      <FormMessage>{tokenInvalidMessage}</FormMessage>
      <Button onClick={() => void navigate(routePath.reset, { replace: true })}>{authLabel.reset}</Button>
    </Stack>
  );
}
