import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '../helpers/axe.js';
import { signedInUser } from '../helpers/createScreen.js';
import { clientIdHeader, eventually, signIn } from '../helpers/investigations.js';
import { setUserFlag } from '../helpers/userFlags.js';
import { documentItems, openWorkspace, readyTopic, useWorkspaceQuarry, waitForCount } from '../helpers/workspace.js';

/*
 * Issue 30, the faculty walk: the workflow strip's stages set their filters and their counts fall as the user marks
 * fix and accepted; Filter by document URLs finds a document by another spelling of its address and reports the
 * address no document has.
 */

const strip = (page: Page) => page.getByRole('navigation', { name: 'Faculty workflow' });
const stage = (page: Page, name: RegExp) => strip(page).getByRole('button', { name });
const stageLabel = async (page: Page, name: RegExp) => (await stage(page, name).getAttribute('aria-label')) ?? '';

async function stageShows(page: Page, name: RegExp, count: string): Promise<void> {
  await eventually(async () => (await stageLabel(page, name)).endsWith(count), `${name} to show ${count}`);
}

describe('the faculty-works edition', () => {
  const quarry = useWorkspaceQuarry();

  it('walks Mark fix, De-dup and Enrich with the counts going down, and filters by document URLs', async () => {
    const { page } = quarry;
    // Faculty users create faculty kinds only: the Topic is made first, then the account becomes facultyWorks.
    const account = await signedInUser(quarry);
    const id = await readyTopic(page);
    await setUserFlag(quarry.dataDir, account.email, 'facultyWorks');
    await signIn(page, account);
    const data = await (
      await page.request.post(`/api/investigations/topic/${id}/data`, { data: {}, headers: clientIdHeader() })
    ).json();
    const researcher = (data.persons as Array<{ name: string }>)[0]!.name;
    const saved = await page.request.post(`/api/investigations/${id}/configuration`, {
      data: { researchers: [researcher] },
      headers: clientIdHeader(),
    });
    expect(saved.status()).toBe(204);
    await openWorkspace(page, id);

    // Mark 'fix': the researcher's unread documents; marking one fix reads it, and the count falls.
    await stage(page, /^1\. Mark 'fix'/).click();
    await eventually(async () => /: \d+$/.test(await stageLabel(page, /^1\./)), 'the Mark fix count');
    const before = Number((await stageLabel(page, /^1\./)).split(': ')[1]);
    expect(before).toBeGreaterThan(0);
    await documentItems(page).first().getByRole('button', { name: 'fix', exact: true }).click();
    await stageShows(page, /^1\./, `: ${before - 1}`);
    await expectNoSeriousViolations(page, 'the faculty workflow strip');

    // De-dup: the suspected duplicates in Dup-Scanning Order (none here: the green check).
    await stage(page, /^2\. De-dup/).click();
    await stageShows(page, /^2\./, ': nothing left');

    // Enrich: the documents marked fix; accepting one takes its fix away, and nothing is left.
    await stage(page, /^3\. Enrich/).click();
    await stageShows(page, /^3\./, ': 1');
    await documentItems(page).first().getByRole('button', { name: 'accepted', exact: true }).click();
    await stageShows(page, /^3\./, ': nothing left');

    // Filter by document URLs: one address written another way, one that no document has.
    await page.getByRole('button', { name: 'Clear Filters', exact: true }).click();
    const url = (data.documents as Array<{ url: string | null }>).find((document) => document.url)!.url!;
    const otherSpelling = url.replace(/^https:/, 'http:').replace(/\/?$/, '/');
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Filter by document URLs…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filter by document URLs' });
    const filter = dialog.getByRole('button', { name: 'Filter', exact: true });
    expect(await filter.isDisabled()).toBe(true);
    await dialog.getByLabel(/Document URLs/).fill(`${otherSpelling}\nhttps://nowhere.example.org/paper`);
    await expectNoSeriousViolations(page, 'the Filter by document URLs dialog');
    await filter.click();
    await waitForCount(page, '1 Document');
    const unmatched = page.getByTestId('unmatched-urls');
    await unmatched.getByText('1 URL matched no document:').waitFor();
    await unmatched.getByText('https://nowhere.example.org/paper').waitFor();
  });
});
