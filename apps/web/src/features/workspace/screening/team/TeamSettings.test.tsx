import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi, textResponse } from '../../../../test/stubApi';
import { testInvestigation } from '../../../investigations/testInvestigation';
import { pathOf, renderTeam } from './renderTeam';
import { TeamSettings } from './TeamSettings';

const api = stubApi();
afterEach(cleanup);

const calls = (method: string) => api.fetch.mock.calls.filter(([, init]) => init?.method === method);

/** Answers the settings and the investigation; a PUT over 100 % gets the server's 400. */
function serve(blind: boolean) {
  api.fetch.mockImplementation(async (input, init) => {
    const path = pathOf(input);
    if (path.endsWith('/screening/settings') && init?.method === 'PUT') {
      const { doubleScreeningPercent } = JSON.parse(String(init.body)) as { doubleScreeningPercent: number };
      if (doubleScreeningPercent > 100) return textResponse('doubleScreeningPercent must be at most 100', 400);
      return Response.json({ blind, doubleScreeningPercent });
    }
    if (path.endsWith('/screening/settings')) return Response.json({ blind, doubleScreeningPercent: 100 });
    if (path === '/api/investigations/1' && init?.method === 'PATCH') {
      const body = JSON.parse(String(init.body)) as { blind: boolean };
      return Response.json(testInvestigation({ blind: body.blind }));
    }
    return new Response('', { status: 404 });
  });
}

describe("the Team section's settings", () => {
  it('turns blind screening on with the switch (PATCH {blind}) and puts the changed investigation in the cache', async () => {
    serve(false);
    const client = renderTeam(<TeamSettings investigation={testInvestigation({ blind: false })} />);
    const blind = screen.getByRole('switch', { name: 'Blind screening' });
    expect((blind as HTMLInputElement).checked).toBe(false);
    fireEvent.click(blind);
    await waitFor(() => expect(calls('PATCH')).toHaveLength(1));
    expect(JSON.parse(String(calls('PATCH')[0]![1]!.body))).toEqual({ blind: true });
    await waitFor(() => expect(client.getQueryData<{ blind: boolean }>(['investigation', 1])?.blind).toBe(true));
  });

  it('after lifting blinding, marks the list, the Screen tab and the conflicts stale (agreed records got their vote)', async () => {
    serve(true);
    const client = renderTeam(<TeamSettings investigation={testInvestigation({ blind: true })} />);
    const stale = [
      ['workspace', 1, 'documents', 'page'],
      ['workspace', 1, 'screening', 'ranked'],
      ['workspace', 1, 'screening', 'team', 'conflicts'],
    ];
    for (const key of stale) client.setQueryData(key, {});
    fireEvent.click(screen.getByRole('switch', { name: 'Blind screening' }));
    await waitFor(() => expect(client.getQueryData<{ blind: boolean }>(['investigation', 1])?.blind).toBe(false));
    expect(JSON.parse(String(calls('PATCH')[0]![1]!.body))).toEqual({ blind: false });
    for (const key of stale) expect(client.getQueryState(key)?.isInvalidated, key.join('/')).toBe(true);
  });

  it('saves the percent on Enter and shows the server’s 400 text under the field', async () => {
    serve(true);
    renderTeam(<TeamSettings investigation={testInvestigation({ blind: true })} />);
    const percent = screen.getByRole('textbox', { name: /Screened by two reviewers/ });
    await waitFor(() => expect((percent as HTMLInputElement).value).toBe('100 %'));
    await waitFor(() => expect((percent as HTMLInputElement).disabled).toBe(false));

    fireEvent.change(percent, { target: { value: '40' } });
    fireEvent.keyDown(percent, { key: 'Enter' });
    await waitFor(() => expect(calls('PUT')).toHaveLength(1));
    expect(JSON.parse(String(calls('PUT')[0]![1]!.body))).toEqual({ doubleScreeningPercent: 40 });

    await waitFor(() => expect((percent as HTMLInputElement).disabled).toBe(false));
    fireEvent.change(percent, { target: { value: '140' } });
    fireEvent.blur(percent);
    expect(await screen.findByText('doubleScreeningPercent must be at most 100')).toBeTruthy();
    expect(api.showErrorDialog).not.toHaveBeenCalled();
  });

  it('saves nothing when the percent is left unchanged', async () => {
    serve(true);
    renderTeam(<TeamSettings investigation={testInvestigation({ blind: true })} />);
    const percent = screen.getByRole('textbox', { name: /Screened by two reviewers/ });
    await waitFor(() => expect((percent as HTMLInputElement).disabled).toBe(false));
    fireEvent.blur(percent);
    expect(calls('PUT')).toEqual([]);
  });
});
