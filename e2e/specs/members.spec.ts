import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { investigationsText } from '@quarry/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createAccount, type Account } from '../helpers/accounts.js';
import { expectNoSeriousViolations } from '../helpers/axe.js';
import { signedInUser } from '../helpers/createScreen.js';
import { rowOfId } from '../helpers/investigations.js';
import { importLocalDocuments } from '../helpers/localDocuments.js';
import { colleaguePage, inviteColleague, shareDialog as shareDialogOf } from '../helpers/members.js';
import { useQuarry } from '../helpers/quarryTest.js';
import { documentItems } from '../helpers/workspace.js';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-members-'));
const risFile = path.join(folder, 'records.ris');
fs.writeFileSync(
  risFile,
  Array.from(
    { length: 5 },
    (_, i) =>
      `TY  - JOUR\nTI  - Fen record ${i + 1} on methane\nAU  - Author ${i + 1}, Bo\nPY  - 2020\nAB  - Methane of fens.\nER  - \n`,
  ).join('\n'),
);
const TITLE = 'Fens shared as a team';

const shareDialog = (page: Page) => shareDialogOf(page, TITLE);
const invite = (page: Page, account: Account, role: 'Reviewer' | 'Viewer') =>
  inviteColleague(page, TITLE, account, role);

describe('screening as a team: members', () => {
  const quarry = useQuarry({ directSignUp: true });

  it('the owner shares with a viewer and a reviewer, the reviewer votes, the viewer only reads, and is revoked', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    const viewer = await createAccount(quarry.server.url);
    const reviewer = await createAccount(quarry.server.url);
    const id = await importLocalDocuments(page, TITLE, risFile);

    await page.getByRole('button', { name: 'Share…' }).click();
    await shareDialog(page).getByText('Not shared with anyone yet').waitFor();
    await invite(page, viewer, 'Viewer');
    await invite(page, reviewer, 'Reviewer');
    await expectNoSeriousViolations(page, 'the Share dialog');
    if (process.env.MEMBERS_SCREENSHOT) await page.screenshot({ path: process.env.MEMBERS_SCREENSHOT });
    await shareDialog(page).getByRole('button', { name: 'Close', exact: true }).click();

    const viewing = await colleaguePage(page, quarry.server.url, viewer);
    try {
      await viewing.page.goto('/investigations');
      const row = rowOfId(viewing.page, id);
      await row.getByText('Shared with you · Viewer').waitFor();
      expect(await row.getByRole('button', { name: 'Delete' }).count()).toBe(0);
      await row.getByRole('link', { name: TITLE }).click();
      await documentItems(viewing.page).first().waitFor();
      await documentItems(viewing.page).first().getByTestId('document-title').click();
      await expectNoSeriousViolations(viewing.page, "the viewer's workspace");
      for (const name of ['Relevant', 'Irrelevant', 'Star', 'Note'])
        expect(await viewing.page.getByRole('button', { name, exact: true }).count(), name).toBe(0);
      expect(await viewing.page.getByRole('button', { name: 'Share…' }).count()).toBe(0);
      expect(await viewing.page.getByRole('dialog').count(), 'no error dialog').toBe(0);

      const reviewing = await colleaguePage(page, quarry.server.url, reviewer);
      try {
        await reviewing.page.goto('/investigations');
        const reviewerRow = rowOfId(reviewing.page, id);
        await reviewerRow.getByText('Shared with you · Reviewer').waitFor();
        await reviewerRow.getByRole('link', { name: TITLE }).click();
        const first = documentItems(reviewing.page).first();
        await first.getByRole('button', { name: 'Relevant', exact: true }).click();
        await expect
          .poll(() => first.getByRole('button', { name: 'Relevant', exact: true }).getAttribute('aria-pressed'))
          .toBe('true');
        expect(reviewing.errors, "the reviewer's console").toEqual([]);
      } finally {
        await reviewing.close();
      }

      await page.getByRole('button', { name: 'Share…' }).click();
      await shareDialog(page)
        .getByRole('button', { name: `Revoke ${viewer.email}` })
        .click();
      const confirm = page.getByRole('dialog', { name: 'Stop sharing' });
      await confirm.getByRole('button', { name: 'Revoke' }).click();
      await shareDialog(page).locator(`tr[data-member="${viewer.email}"]`).waitFor({ state: 'detached' });

      await viewing.page.goto('/investigations');
      // The viewer owns none: the list says it is empty once it has loaded.
      await viewing.page.getByText(investigationsText.empty).waitFor();
      expect(await rowOfId(viewing.page, id).count()).toBe(0);
      expect(viewing.errors, "the viewer's console").toEqual([]);
    } finally {
      await viewing.close();
    }
  });
});
