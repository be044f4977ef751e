import { describe, expect, it } from 'vitest';
import { signedInUser } from '../helpers/createScreen.js';
import { eventually } from '../helpers/investigations.js';
import {
  suggestedChip,
  suggestedPane,
  suggestedTerms,
  suggestionMenu,
  vote,
  waitForSuggestion,
} from '../helpers/suggested.js';
import { openSearchDefinition, termChip, termsCallAnswered, waitForTerms } from '../helpers/terms.js';
import { openWorkspace, readyTopic, useWorkspaceQuarry } from '../helpers/workspace.js';

describe('the suggested terms of a Topic investigation (doc 2 §2, §3, §4 "Terms")', () => {
  const quarry = useWorkspaceQuarry();

  it('follow the votes; a selected one is added with its modifier, a rejected one goes for good', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    const id = await readyTopic(page, 'soil carbon');
    const firstAnswer = page.waitForResponse((response) => response.url().endsWith('/next-suggested-terms'));
    await openWorkspace(page, id);
    await firstAnswer;
    // Before the votes the best scored documents lead, and nothing sets the green roofs apart.
    expect(await suggestedTerms(page)).not.toContain('roofs');

    // The two green-roof preprints voted Relevant, the land handbook Irrelevant: 'green' and 'roofs' set the
    // relevant ones apart (both titles have them, no other document does).
    await vote(page, 'extensive green roofs', 'Relevant');
    await vote(page, 'Green functions on roofs', 'Relevant');
    await vote(page, 'Rural land markets', 'Irrelevant');
    await waitForSuggestion(page, 'roofs');
    await waitForSuggestion(page, 'green');
    expect(await suggestedPane(page).isVisible()).toBe(true);
    // The tracked terms are never suggested.
    expect(await suggestedTerms(page)).not.toContain('soil');

    // Select 'roofs' with Boost: the modifier menu belongs to selected suggestions.
    const roofs = suggestedChip(page, 'roofs');
    expect(await page.getByRole('button', { name: 'Options of roofs', exact: true }).count()).toBe(0);
    await roofs.getByRole('button', { name: 'roofs', exact: true }).click();
    expect(await roofs.getAttribute('data-selected')).toBe('true');
    await suggestionMenu(page, 'roofs', 'Boost');
    expect(await roofs.getAttribute('data-modifier')).toBe('Boost');
    // Clicking the active modifier resets it to Regular; Boost again.
    await suggestionMenu(page, 'roofs', 'Boost');
    expect(await roofs.getAttribute('data-modifier')).toBe('Regular');
    await suggestionMenu(page, 'roofs', 'Boost');
    expect(await roofs.getAttribute('data-modifier')).toBe('Boost');

    const modified = termsCallAnswered(page, 'PATCH', '/terms/modify');
    await suggestedPane(page).getByRole('button', { name: 'Add Selected Terms', exact: true }).click();
    await modified;
    await openSearchDefinition(page);
    await waitForTerms(page, 'Search Terms', ['soil', 'carbon', 'roofs']);
    await eventually(
      async () => (await termChip(page, 'roofs').getAttribute('data-modifier')) === 'Boost',
      "'roofs' to be boosted in the Search Definition",
    );
    // Added, it is a suggestion no more.
    await eventually(
      async () => (await suggestedChip(page, 'roofs').count()) === 0,
      "'roofs' to leave the suggestions",
    );

    // Rejecting 'green' removes it at once; the server remembers it across a reload.
    const told = page.waitForResponse(
      (response) =>
        response.url().endsWith('/next-suggested-terms') &&
        (response.request().postData() ?? '').includes('"rejectedSuggestedTerms":["green"]'),
    );
    await page.getByRole('button', { name: 'Reject green', exact: true }).click();
    expect(await suggestedChip(page, 'green').count()).toBe(0);
    await told;
    await page.reload();
    await page.getByTestId('document-item').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await suggestedTerms(page)).not.toContain('green');
    expect(await suggestedTerms(page)).not.toContain('roofs');
  });
});
