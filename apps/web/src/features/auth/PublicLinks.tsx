import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';
import { routePath } from '../../lib/routes';
import { authLabel } from './authLabels';
import { useAbout } from './useAbout';

/** Links under the reset screens: sign-in, and sign-up only when it is enabled (doc 1 §2). */
export function PublicLinks() {
  const about = useAbout();
  return (
    <Group justify="space-between">
      <Anchor component={Link} to={routePath.signIn} size="sm">
        {authLabel.signIn}
      </Anchor>
      {about.showSignUp && (
        <Anchor component={Link} to={routePath.signUp} size="sm">
          {authLabel.signUp}
        </Anchor>
      )}
    </Group>
  );
}
