import type { Locator } from 'playwright-core';

/** The little of the browser the selection needs (the e2e code compiles without the DOM library). */
interface BrowserGlobals {
  document: { createRange(): { selectNodeContents(node: unknown): void } };
  getSelection(): { removeAllRanges(): void; addRange(range: unknown): void } | null;
  MouseEvent: new (type: string, init: { bubbles: boolean }) => unknown;
}

/** Selects the whole text of an element, as a user's drag would, and lets go of the mouse there. */
export async function selectWholeText(target: Locator): Promise<void> {
  await target.evaluate((element) => {
    const browser = globalThis as unknown as BrowserGlobals;
    const range = browser.document.createRange();
    range.selectNodeContents(element);
    const selection = browser.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
    (element as unknown as { dispatchEvent(event: unknown): void }).dispatchEvent(
      new browser.MouseEvent('mouseup', { bubbles: true }),
    );
  });
}
