import { Button, Text } from '@mantine/core';
import { screenMessage } from '@quarry/contract';
import { CenteredPanel } from '../../components/layout';
import { screenTitle, useDocumentTitle } from '../../lib/useDocumentTitle';

/** Shown when a route cannot open (its data failed to load); the error dialog has usually opened as well. */
export function RouteErrorPage() {
  useDocumentTitle(screenTitle.error);
  return (
    <CenteredPanel title={screenMessage.errorTitle}>
      <Text>{screenMessage.errorText}</Text>
      <Button onClick={() => window.location.reload()}>Refresh</Button>
    </CenteredPanel>
  );
}
