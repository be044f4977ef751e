import type { Page } from 'playwright-core';

/** Waits until the browser tab reads `title`; the error names the last title seen. */
export async function waitForTitle(page: Page, title: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let seen = await page.title();
  while (seen !== title) {
    if (Date.now() > deadline) throw new Error(`The tab title is '${seen}', not '${title}'`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    seen = await page.title();
  }
}
