import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createAccount, newAccount, type Account } from '../helpers/accounts.js';
import { expectNoSeriousViolations } from '../helpers/axe.js';
import { signedInUser } from '../helpers/createScreen.js';
import { importLocalDocuments } from '../helpers/localDocuments.js';
import { colleaguePage, inviteColleague, shareDialog } from '../helpers/members.js';
import { useQuarry } from '../helpers/quarryTest.js';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-team-screening-'));
const risFile = path.join(folder, 'records.ris');
fs.writeFileSync(
  risFile,
  Array.from(
    { length: 6 },
    (_, i) =>
      `TY  - JOUR\nTI  - Bog record ${i + 1} on peat moss\nAU  - Author ${i + 1}, Cy\nPY  - 2021\nAB  - Peat moss of bogs.\nER  - \n`,
  ).join('\n'),
);
const TITLE = 'Bogs screened blind';

const teamSection = (page: Page) => page.getByRole('region', { name: 'Team', exact: true });
/** The record being screened (conflicts in the Team section are articles too). */
const shownTitle = (page: Page) =>
  page.locator('article[aria-labelledby^="screening-title-"]').getByRole('heading', { level: 3 }).innerText();

/** A reviewer in a browser context of their own, on the Screen tab; their console errors are checked. */
async function reviewerOnScreenTab(page: Page, baseURL: string, account: Account, id: number) {
  const reviewer = await colleaguePage(page, baseURL, account);
  await reviewer.page.goto(`/investigations/topic/${id}/screen`);
  await reviewer.page.getByText('Blind: your decisions are yours until the owner lifts blinding').waitFor();
  return reviewer;
}

describe('screening as a team: blind double screening', () => {
  const quarry = useQuarry({ directSignUp: true });

  it('two reviewers disagree on a record blind, the owner sees the conflict and kappa, and resolves it', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    const ann = await createAccount(quarry.server.url, newAccount('Ann'));
    const ben = await createAccount(quarry.server.url, newAccount('Ben'));
    const id = await importLocalDocuments(page, TITLE, risFile);

    await page.getByRole('button', { name: 'Share…' }).click();
    await inviteColleague(page, TITLE, ann, 'Reviewer');
    await inviteColleague(page, TITLE, ben, 'Reviewer');
    await shareDialog(page, TITLE).getByRole('button', { name: 'Close', exact: true }).click();

    await page.getByRole('tab', { name: 'Screen' }).click();
    const team = teamSection(page);
    const blind = team.getByRole('switch', { name: 'Blind screening' });
    await blind.check();
    await expect.poll(() => blind.isChecked()).toBe(true);
    await page.getByText('Blind: your decisions are yours until the owner lifts blinding').waitFor();
    const percent = team.getByRole('textbox', { name: /Screened by two reviewers/ });
    await percent.fill('100');
    await percent.press('Enter');
    await expect.poll(() => percent.inputValue()).toBe('100 %');

    const a = await reviewerOnScreenTab(page, quarry.server.url, ann, id);
    const b = await reviewerOnScreenTab(page, quarry.server.url, ben, id);
    let record = '';
    try {
      record = await shownTitle(a.page);
      await a.page.getByRole('button', { name: /^Relevant/ }).click();
      await expect.poll(() => shownTitle(a.page)).not.toBe(record);

      await b.page.reload();
      await expect.poll(() => shownTitle(b.page)).toBe(record);
      // Blind: Ann's decision is counted only as screened for Ben.
      await teamSection(b.page).getByText('hidden while blind').first().waitFor();
      await teamSection(b.page).screenshot({ path: path.join(folder, 'team-reviewer.png') });
      await b.page.getByRole('button', { name: /^Irrelevant/ }).click();
      await expect.poll(() => shownTitle(b.page)).not.toBe(record);
      expect(a.errors, "Ann's console").toEqual([]);
      expect(b.errors, "Ben's console").toEqual([]);
    } finally {
      await a.close();
      await b.close();
    }

    // No reload: the team's ScreeningProgress message (or the 15 s poll) makes the owner's Team section read them again.
    const conflict = teamSection(page).getByRole('article', { name: record });
    await conflict.waitFor({ timeout: 25_000 });
    await conflict.getByText(`${ann.nickname}: Relevant`).waitFor();
    await conflict.getByText(`${ben.nickname}: Irrelevant`).waitFor();
    await teamSection(page).getByText("Cohen's κ = ").waitFor();
    await teamSection(page)
      .getByText(new RegExp(`${ann.nickname} & ${ben.nickname}: 1 records, 0 agreed, κ = `))
      .waitFor();
    await expectNoSeriousViolations(page, 'the Team section');
    await teamSection(page).screenshot({ path: process.env.TEAM_SCREENSHOT ?? path.join(folder, 'team.png') });

    await conflict.getByRole('button', { name: `Resolve “${record}” as Irrelevant` }).click();
    await conflict.waitFor({ state: 'detached' });
    await teamSection(page).getByText('No conflicts').waitFor();
  });
});
