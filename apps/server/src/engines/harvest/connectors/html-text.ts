import { collapseWhitespace } from './clean-text.js';
import type { PageNode } from './html-document.js';

// prettier-ignore
const BLOCKS = new Set([
  'ADDRESS', 'ARTICLE', 'ASIDE', 'BLOCKQUOTE', 'BR', 'DD', 'DIV', 'DL', 'DT', 'FIGCAPTION', 'FIGURE', 'FOOTER', 'FORM',
  'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'HEADER', 'HR', 'LI', 'MAIN', 'NAV', 'OL', 'P', 'PRE', 'SECTION', 'TABLE', 'TD',
  'TH', 'TR', 'UL',
]);
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'SVG', 'CANVAS', 'IFRAME']);
const BREAK = '\u0000';

/**
 * The text of a DOM subtree as a reader sees it: one paragraph per block element (separated by a blank line),
 * the layout white space inside a paragraph collapsed to single spaces, scripts and styles left out.
 */
export function textOfNode(root: PageNode): string {
  const parts: string[] = [];
  // iterative walk: pages can nest deeper than the call stack allows
  const stack: (PageNode | typeof BREAK)[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node === BREAK) {
      parts.push(BREAK);
      continue;
    }
    if (node.nodeType === 3) {
      parts.push(node.textContent ?? '');
      continue;
    }
    if (node.nodeType !== 1 && node !== root) continue;
    const name = node.nodeName.toUpperCase();
    if (SKIPPED.has(name)) continue;
    const block = BLOCKS.has(name);
    if (block) {
      parts.push(BREAK);
      stack.push(BREAK);
    }
    for (let index = node.childNodes.length - 1; index >= 0; index--) stack.push(node.childNodes[index]!);
  }
  return parts
    .join('')
    .split(BREAK)
    .map(collapseWhitespace)
    .filter((paragraph) => paragraph !== '')
    .join('\n\n');
}
