import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi, textResponse } from '../../../../test/stubApi';
import { pathOf, renderTeam } from './renderTeam';
import { ReviewerProgress } from './ReviewerProgress';

const api = stubApi();
afterEach(cleanup);

describe("the reviewers' progress", () => {
  it("shows the caller's counts and, while blind, the others' only as screened", async () => {
    api.fetch.mockImplementation(async (input) =>
      pathOf(input).endsWith('/screening/team')
        ? Response.json({
            blind: true,
            reviewers: [
              { userId: 1, nickname: 'Ada', screened: 5, relevant: 2, irrelevant: 2, maybe: 1 },
              { userId: 2, nickname: 'Bea', screened: 3, relevant: null, irrelevant: null, maybe: null },
            ],
          })
        : new Response('', { status: 404 }),
    );
    renderTeam(<ReviewerProgress investigationId={1} />);
    const table = await screen.findByRole('table', { name: "Each reviewer's progress" });
    const [, ada, bea] = within(table).getAllByRole('row');
    expect(
      within(ada!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['5', '2', '2', '1']);
    expect(within(bea!).getByRole('rowheader').textContent).toBe('Bea');
    const beaCells = within(bea!).getAllByRole('cell');
    expect(beaCells.map((cell) => cell.textContent)).toEqual(['3', 'hidden while blind']);
    expect(beaCells[1]!.getAttribute('colspan')).toBe('3');
  });

  it('shows "hidden while blind" only for the counts the server withheld', async () => {
    api.fetch.mockResolvedValue(
      Response.json({
        blind: true,
        reviewers: [{ userId: 2, nickname: 'Bea', screened: 3, relevant: 1, irrelevant: null, maybe: 0 }],
      }),
    );
    renderTeam(<ReviewerProgress investigationId={1} />);
    const table = await screen.findByRole('table', { name: "Each reviewer's progress" });
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '1', 'hidden while blind', '0']);
  });

  it('says when no one has screened, and shows a failure', async () => {
    api.fetch.mockResolvedValueOnce(Response.json({ blind: false, reviewers: [] }));
    renderTeam(<ReviewerProgress investigationId={1} />);
    expect(await screen.findByText('No one has screened yet.')).toBeTruthy();
    cleanup();
    api.fetch.mockResolvedValue(textResponse('Investigation not found', 404));
    renderTeam(<ReviewerProgress investigationId={2} />);
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});
