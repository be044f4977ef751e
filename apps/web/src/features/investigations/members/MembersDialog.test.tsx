import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { memberText, type InvestigationMember } from '@quarry/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { click } from '../../../test/click';
import { stubApi, textResponse } from '../../../test/stubApi';
import { MembersDialog } from './MembersDialog';

const api = stubApi();
afterEach(cleanup);

const membersPath = '/api/investigations/4/members';
const ada: InvestigationMember = {
  userId: 9,
  email: 'ada@example.org',
  nickname: 'Ada',
  role: 'reviewer',
  invitedAt: '2026-11-28T10:00:00.000Z',
};
const pending: InvestigationMember = { ...ada, userId: null, email: 'bo@example.org', nickname: null, role: 'viewer' };

/** The server as the dialog sees it: the member list, and what an invitation or a revocation answers. */
function serve(members: InvestigationMember[], invite: (body: InvestigationMember) => Response = Response.json) {
  api.fetch.mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://quarry.test').pathname;
    if (init?.method === 'POST') return invite(JSON.parse(String(init.body)) as InvestigationMember);
    if (init?.method === 'DELETE') return Response.json({ ok: true });
    if (path === membersPath) return Response.json(members);
    return textResponse('unexpected', 500);
  });
}
const calls = (method: string) =>
  api.fetch.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === method)
    .map(([input, init]) => ({
      path: new URL(String(input), 'http://quarry.test').pathname,
      body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
    }));

function renderDialog() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false }, queries: { retry: false } } });
  render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <MembersDialog opened investigation={{ id: 4, title: 'Graphene batteries' }} onClose={() => undefined} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return screen.getByRole('dialog', { name: 'Share “Graphene batteries”' });
}

async function invite(email: string, role?: 'Reviewer' | 'Viewer') {
  fireEvent.change(screen.getByRole('textbox', { name: 'E-mail of a colleague' }), { target: { value: email } });
  if (role) await click(screen.getByRole('radio', { name: new RegExp(`^${role}`) }));
  await click(screen.getByRole('button', { name: 'Invite' }));
}

describe('the Share dialog', () => {
  it('says it is not shared yet, invites a Reviewer by default and a Viewer when chosen, and lists them', async () => {
    const members: InvestigationMember[] = [];
    serve(members, ({ email, role }) => {
      const member = { ...ada, email, role };
      members.push(member);
      return Response.json({ ...member, mailed: true });
    });
    renderDialog();
    expect(await screen.findByText('Not shared with anyone yet')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /^Reviewer/ })).toHaveProperty('checked', true);

    await invite('Ada@Example.org');
    expect(calls('POST')).toEqual([{ path: membersPath, body: { email: 'ada@example.org', role: 'reviewer' } }]);
    expect(await screen.findByText(memberText.shared('ada@example.org'))).toBeTruthy();
    const row = await screen.findByRole('row', { name: /ada@example\.org/ });
    expect(within(row).getByText('Ada')).toBeTruthy();
    expect(within(row).getByText('Reviewer')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'E-mail of a colleague' })).toHaveProperty('value', '');

    await invite('bo@example.org', 'Viewer');
    expect(calls('POST')[1]).toEqual({ path: membersPath, body: { email: 'bo@example.org', role: 'viewer' } });
  });

  it('checks the address with the contract’s rule before calling, and shows a refusal under the field', async () => {
    serve([], () => textResponse(memberText.ownerIsNoMember, 400));
    renderDialog();
    await screen.findByText('Not shared with anyone yet');
    await invite('not an address');
    expect(screen.getByText(memberText.invalidEmail)).toBeTruthy();
    expect(calls('POST')).toEqual([]);

    await invite('owner@example.org');
    expect(await screen.findByText(memberText.ownerIsNoMember)).toBeTruthy();
    expect(api.showErrorDialog).not.toHaveBeenCalled();
  });

  it('says when the invitation mail could not be sent', async () => {
    serve([], () => Response.json({ ...pending, mailed: false }));
    renderDialog();
    await invite('bo@example.org', 'Viewer');
    expect(await screen.findByText(memberText.notMailed('bo@example.org'))).toBeTruthy();
  });

  it('revokes a member after its confirmation, and withdraws an invitation without an account by its address', async () => {
    const members = [ada, pending];
    serve(members);
    renderDialog();
    const pendingRow = await screen.findByRole('row', { name: /bo@example\.org/ });
    expect(within(pendingRow).getByText('Invitation sent')).toBeTruthy();

    await click(screen.getByRole('button', { name: 'Revoke ada@example.org' }));
    const confirm = await screen.findByRole('dialog', { name: 'Stop sharing' });
    expect(within(confirm).getByText('ada@example.org will no longer see this investigation.')).toBeTruthy();
    members.shift();
    await click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(calls('DELETE')).toEqual([{ path: `${membersPath}/9`, body: undefined }]);
    await waitFor(() => expect(screen.queryByRole('row', { name: /ada@example\.org/ })).toBeNull());

    await click(within(pendingRow).getByRole('button', { name: 'Revoke bo@example.org' }));
    members.shift();
    await click(
      within(await screen.findByRole('dialog', { name: 'Stop sharing' })).getByRole('button', { name: 'Revoke' }),
    );
    expect(calls('DELETE')[1]).toEqual({ path: membersPath, body: { email: 'bo@example.org' } });
    await waitFor(() => expect(screen.queryByRole('row', { name: /bo@example\.org/ })).toBeNull());
  });
});
