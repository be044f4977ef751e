import type { ScreeningConflicts } from '@quarry/contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi, textResponse } from '../../../../test/stubApi';
import { ConflictsList } from './ConflictsList';
import { pathOf, renderTeam } from './renderTeam';

const api = stubApi();
afterEach(cleanup);

const ada = { userId: 1, nickname: 'Ada' };
const bea = { userId: 2, nickname: 'Bea' };
const oneConflict: ScreeningConflicts = {
  conflicts: [
    {
      documentId: 7,
      title: 'Fen record 7 on methane',
      decisions: [
        { ...ada, decision: 'Relevant', reason: null },
        { ...bea, decision: 'Irrelevant', reason: 'Wrong population' },
      ],
    },
  ],
  kappa: 0.4,
  pairs: [{ a: ada, b: bea, records: 10, agreed: 7, kappa: 0.4 }],
};
const resolved: ScreeningConflicts = { ...oneConflict, conflicts: [] };

/** The conflicts, then `resolveAnswer` to a resolution (after which the conflicts are what it answered). */
function serve(resolveAnswer: () => Response) {
  let current = oneConflict;
  api.fetch.mockImplementation(async (input, init) => {
    const path = pathOf(input);
    if (path.endsWith('/conflicts/7/resolve') && init?.method === 'POST') {
      const answer = resolveAnswer();
      if (answer.ok) current = (await answer.clone().json()) as ScreeningConflicts;
      return answer;
    }
    if (path.endsWith('/screening/conflicts')) return Response.json(current);
    return new Response('', { status: 404 });
  });
}

describe('the conflicts', () => {
  it("lists each conflict with both decisions and the agreement, and resolves one with the record's vote", async () => {
    serve(() => Response.json(resolved));
    renderTeam(<ConflictsList investigationId={1} canResolve />);
    const card = await screen.findByRole('article', { name: 'Fen record 7 on methane' });
    expect(within(card).getByText('Ada: Relevant')).toBeTruthy();
    expect(within(card).getByText('Bea: Irrelevant (Wrong population)')).toBeTruthy();
    expect(screen.getByText("Cohen's κ = 0.40")).toBeTruthy();
    expect(screen.getByText('Ada & Bea: 10 records, 7 agreed, κ = 0.40')).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Resolve “Fen record 7 on methane” as Irrelevant' }));
    expect(await screen.findByText('No conflicts')).toBeTruthy();
    const post = api.fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ decision: 'Irrelevant' });
    expect(screen.getByRole('region', { name: 'Conflicts (0)' })).toBeTruthy();
  });

  it("shows the server's refusal beside the conflict, not in the error dialog", async () => {
    serve(() => textResponse('A conflict is resolved by the owner or by a reviewer who did not decide it', 403));
    renderTeam(<ConflictsList investigationId={1} canResolve />);
    fireEvent.click(await screen.findByRole('button', { name: /as Relevant$/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A conflict is resolved by the owner or by a reviewer who did not decide it',
    );
    expect(api.showErrorDialog).not.toHaveBeenCalled();
    expect(screen.getByRole('article', { name: 'Fen record 7 on methane' })).toBeTruthy();
  });

  it('offers no resolve buttons to a viewer, and shows "—" where kappa is undefined', async () => {
    api.fetch.mockResolvedValue(Response.json({ conflicts: [], kappa: null, pairs: [] }));
    renderTeam(<ConflictsList investigationId={1} canResolve={false} />);
    expect(await screen.findByText('No conflicts')).toBeTruthy();
    expect(screen.getByText("Cohen's κ = —")).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
