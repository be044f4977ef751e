import { Button, Menu } from '@mantine/core';
import { authApi } from '@quarry/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { callApi } from '../../api';
import { routePath } from '../../lib/routes';
import { forgetSignedIn } from './authQueries';
import { authLabel } from './authLabels';
import { useCurrentUser } from './useCurrentUser';

/** The header's user menu: the nickname, the admin area for omnipotent admins, and Sign out (doc 1 §2, application header). */
export function UserMenu() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = useMutation({
    mutationFn: () => callApi(authApi.signOut),
    onSuccess: () => {
      forgetSignedIn(queryClient);
      void navigate(routePath.signIn, { replace: true });
    },
  });

  if (!user) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="subtle" color="gray" aria-label={`User menu of ${user.nickname}`} loading={signOut.isPending}>
          {user.nickname}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        {/* The admin area is for omnipotent users (doc 1 §6) whose admin calls the server takes: its guard's rule. */}
        {user.omnipotent && user.admin && (
          <Menu.Item component={Link} to={routePath.admin}>
            {authLabel.admin}
          </Menu.Item>
        )}
        <Menu.Item onClick={() => signOut.mutate()}>{authLabel.signOut}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
