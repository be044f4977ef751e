import { ExternalHyperlink, HeadingLevel, Paragraph, TextRun, type ParagraphChild } from 'docx';
import { parseHtmlDocument, type PageElement, type PageNode } from '../../engines/harvest/connectors/html-document.js';

/** The inline look a run inherits from the elements around it. */
interface RunStyle {
  bold?: boolean;
  italics?: boolean;
  underline?: boolean;
  strike?: boolean;
  code?: boolean;
}

/** Where a paragraph sits: in a list (bullet or numbered, at a depth) or a quote. */
interface BlockContext {
  list?: { ordered: boolean; level: number };
  quote?: boolean;
}

const HEADINGS: Record<string, (typeof HeadingLevel)[keyof typeof HeadingLevel]> = {
  H1: HeadingLevel.HEADING_2,
  H2: HeadingLevel.HEADING_3,
  H3: HeadingLevel.HEADING_4,
  H4: HeadingLevel.HEADING_5,
  H5: HeadingLevel.HEADING_6,
  H6: HeadingLevel.HEADING_6,
};

/** The numbering every numbered list of the report uses (registered in the document: see reportNumbering). */
export const NUMBERED_LIST = 'insight-numbered';

const INLINE_STYLE: Record<string, RunStyle> = {
  STRONG: { bold: true },
  B: { bold: true },
  EM: { italics: true },
  I: { italics: true },
  U: { underline: true },
  S: { strike: true },
  STRIKE: { strike: true },
  DEL: { strike: true },
  CODE: { code: true },
};

const isSafeLink = (href: string | null): href is string => href !== null && /^(https?:|mailto:)/i.test(href);

const textRun = (text: string, style: RunStyle) =>
  new TextRun({
    text,
    bold: style.bold,
    italics: style.italics,
    underline: style.underline ? {} : undefined,
    strike: style.strike,
    font: style.code ? 'Courier New' : undefined,
  });

/** The runs of an element's inline content (text, marks, links, line breaks). */
function inlineRuns(node: Pick<PageNode, 'childNodes'>, style: RunStyle = {}): ParagraphChild[] {
  const runs: ParagraphChild[] = [];
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === 3) {
      const text = (child.textContent ?? '').replace(/\s+/g, ' ');
      if (text) runs.push(textRun(text, style));
      continue;
    }
    if (child.nodeType !== 1) continue;
    const element = child as PageElement;
    const tag = element.nodeName;
    if (tag === 'BR') runs.push(new TextRun({ text: '', break: 1 }));
    else if (tag === 'A') {
      const href = element.getAttribute('href');
      const inner = inlineRuns(element, { ...style, underline: true });
      runs.push(
        ...(isSafeLink(href)
          ? [new ExternalHyperlink({ link: href, children: inner.length ? inner : [textRun(href, style)] })]
          : inner),
      );
    } else runs.push(...inlineRuns(element, { ...style, ...INLINE_STYLE[tag] }));
  }
  return runs;
}

function paragraphOf(runs: ParagraphChild[], context: BlockContext, heading?: (typeof HEADINGS)[string]): Paragraph {
  return new Paragraph({
    children: runs,
    heading,
    ...(context.list &&
      (context.list.ordered
        ? { numbering: { reference: NUMBERED_LIST, level: context.list.level } }
        : { bullet: { level: context.list.level } })),
    ...(context.quote && { style: 'Quote', indent: { left: 720 } }),
  });
}

const BLOCKS = new Set(['P', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'UL', 'OL', 'LI', 'BLOCKQUOTE', 'PRE', 'HR', 'DIV']);

/** The paragraphs of a run of block (and stray inline) content. */
function blockParagraphs(node: Pick<PageNode, 'childNodes'>, context: BlockContext): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  let loose: PageNode[] = [];
  const flushLoose = () => {
    const runs = inlineRuns({ childNodes: loose });
    if (runs.length) paragraphs.push(paragraphOf(runs, context));
    loose = [];
  };
  for (const child of Array.from(node.childNodes)) {
    const element = child.nodeType === 1 ? (child as PageElement) : null;
    if (!element || !BLOCKS.has(element.nodeName)) {
      loose.push(child);
      continue;
    }
    flushLoose();
    const tag = element.nodeName;
    if (tag in HEADINGS) paragraphs.push(paragraphOf(inlineRuns(element), context, HEADINGS[tag]));
    else if (tag === 'P' || tag === 'DIV')
      paragraphs.push(
        ...(tag === 'DIV' ? blockParagraphs(element, context) : [paragraphOf(inlineRuns(element), context)]),
      );
    else if (tag === 'PRE') paragraphs.push(paragraphOf(inlineRuns(element, { code: true }), context));
    else if (tag === 'HR') paragraphs.push(new Paragraph({ thematicBreak: true }));
    else if (tag === 'BLOCKQUOTE') paragraphs.push(...blockParagraphs(element, { ...context, quote: true }));
    else if (tag === 'UL' || tag === 'OL') {
      const level = context.list ? context.list.level + 1 : 0;
      for (const item of Array.from(element.childNodes).filter((li) => li.nodeName === 'LI'))
        paragraphs.push(
          ...blockParagraphs(item, { ...context, list: { ordered: tag === 'OL', level: Math.min(level, 8) } }),
        );
    } else if (tag === 'LI') paragraphs.push(...blockParagraphs(element, context));
  }
  flushLoose();
  return paragraphs;
}

/**
 * The report editor's rich text (the HTML @mantine/tiptap writes) as Word paragraphs: headings (one level below the
 * insight's title), bold, italic, underline, strike-through, code, links (http, https and mailto only), bullet and
 * numbered lists (nested), quotes and rules. Unknown elements give their text.
 */
export function htmlToParagraphs(html: string): Paragraph[] {
  if (!html.trim()) return [];
  const { body } = parseHtmlDocument(`<!doctype html><html><body>${html}</body></html>`);
  return body ? blockParagraphs(body, {}) : [];
}
