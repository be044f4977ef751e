import { parseHTML } from 'linkedom';

/**
 * The little of the DOM the harvest reads, typed here because the server compiles without the DOM library and
 * linkedom's own declarations are loose.
 */
export interface PageNode {
  /** 1 for elements, 3 for text. */
  readonly nodeType: number;
  readonly nodeName: string;
  readonly textContent: string | null;
  readonly childNodes: ArrayLike<PageNode>;
}

export interface PageElement extends PageNode {
  getAttribute(name: string): string | null;
  remove(): void;
}

export interface PageDocument {
  readonly title: string;
  readonly documentElement: PageElement | null;
  readonly body: PageElement | null;
  querySelector(selector: string): PageElement | null;
  querySelectorAll(selector: string): Iterable<PageElement>;
}

/** An HTML document parsed by linkedom (a fast server-side DOM that Readability accepts). */
export function parseHtmlDocument(html: string): PageDocument {
  return parseHTML(html).document as unknown as PageDocument;
}
