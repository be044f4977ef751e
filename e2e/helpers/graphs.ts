import type { Page } from 'playwright-core';

/** Steps the highlight to the match named (the only one) and answers where its ping is drawn: the node. */
async function nodePlace(page: Page, graph: 'author' | 'entity', name: string): Promise<{ x: number; y: number }> {
  const search = page.getByRole('textbox', { name: graph === 'author' ? 'Highlight authors' : 'Highlight entities' });
  await search.fill(name);
  await search.press('Enter');
  // The camera moves onto the node (500 ms); the ring follows it.
  await page.waitForTimeout(900);
  const box = await page.locator('[data-ring="ping"]').first().boundingBox();
  if (!box) throw new Error(`no ping drawn for ${name}`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Clicks a node (adding: with Shift, to the selection). */
export async function clickNode(page: Page, graph: 'author' | 'entity', name: string, adding = false): Promise<void> {
  const { x, y } = await nodePlace(page, graph, name);
  if (adding) await page.keyboard.down('Shift');
  await page.mouse.click(x, y);
  if (adding) await page.keyboard.up('Shift');
}

export async function rightClickNode(page: Page, graph: 'author' | 'entity', name: string): Promise<void> {
  const { x, y } = await nodePlace(page, graph, name);
  await page.mouse.click(x, y, { button: 'right' });
}
