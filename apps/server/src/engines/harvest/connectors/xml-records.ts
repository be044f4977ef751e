import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { collapseWhitespace, decodeEntities } from './clean-text.js';

/** One element as fast-xml-parser gives it in document order: { name: children, ':@': attributes } or text. */
export type XmlNode = Record<string, unknown>;

// Entities stay as written: titles and abstracts go through plainText, which decodes them after removing markup
// (a decoded "P < 0.001" would read as a tag).
const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  trimValues: false,
});

/** The element's name (undefined for a text node). */
export function nameOf(node: XmlNode): string | undefined {
  return Object.keys(node).find((key) => key !== ':@' && key !== '#text');
}

/** The element's children in document order. */
export function childrenOf(node: XmlNode | undefined): XmlNode[] {
  const name = node && nameOf(node);
  const children = name ? node[name] : undefined;
  return Array.isArray(children) ? (children as XmlNode[]) : [];
}

export function attributeOf(node: XmlNode | undefined, name: string): string | undefined {
  const attributes = node?.[':@'] as Record<string, unknown> | undefined;
  const value = attributes?.[name];
  return typeof value === 'string' ? value : undefined;
}

/** The child elements of that name. */
export function elements(node: XmlNode | undefined, name: string): XmlNode[] {
  return childrenOf(node).filter((child) => nameOf(child) === name);
}

/** The first element at the end of a path of names ("titles", "title"). */
export function element(node: XmlNode | undefined, ...path: string[]): XmlNode | undefined {
  let current = node;
  for (const name of path) current = childrenOf(current).find((child) => nameOf(child) === name);
  return current;
}

/** Every element at the end of a path of names. */
export function allElements(node: XmlNode | undefined, ...path: string[]): XmlNode[] {
  if (path.length === 0) return node ? [node] : [];
  const [first, ...rest] = path;
  return elements(node, first!).flatMap((child) => allElements(child, ...rest));
}

/** Every text of the element and its descendants, markup dropped, entities as written. */
export function rawText(node: XmlNode | undefined): string {
  if (!node) return '';
  if (typeof node['#text'] === 'string' || typeof node['#text'] === 'number') return String(node['#text']);
  return childrenOf(node).map(rawText).join('');
}

/** The element's text, entities decoded and white space collapsed; undefined when empty. */
export function textOf(node: XmlNode | undefined): string | undefined {
  const text = collapseWhitespace(decodeEntities(rawText(node)));
  return text === '' ? undefined : text;
}

/** The element's text for plainText (titles, abstracts): entities kept, white space collapsed. */
export function markupTextOf(node: XmlNode | undefined): string | undefined {
  const text = collapseWhitespace(rawText(node));
  return text === '' ? undefined : text;
}

/** One record element of a file: its XML, where it begins, and its parsed element or why it is not XML. */
export interface XmlRecord {
  xml: string;
  line: number;
  element?: XmlNode;
  error?: string;
}

/**
 * The record elements of an XML file (<PubmedArticle>, <record>), each parsed alone: one element that is not
 * well-formed is one record that cannot be read, and the others are kept. One at a time, so a large file streams.
 */
export function* xmlRecords(text: string, names: readonly string[]): Generator<XmlRecord> {
  const start = new RegExp(`<(${names.join('|')})[\\s>]`, 'g');
  let found = start.exec(text);
  let line = 1;
  let counted = 0;
  while (found) {
    const name = found[1]!;
    const next = start.exec(text);
    const end = next ? next.index : text.length;
    const closing = text.lastIndexOf(`</${name}>`, end);
    line += countLines(text, counted, found.index);
    counted = found.index;
    if (closing < found.index) {
      yield { xml: text.slice(found.index, end), line, error: `the <${name}> element is not closed` };
    } else {
      const xml = text.slice(found.index, closing + name.length + 3);
      yield parseRecord(xml, line);
    }
    found = next;
  }
}

function parseRecord(xml: string, line: number): XmlRecord {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) return { xml, line, error: `not well-formed XML (${valid.err.msg})` };
  const [root] = parser.parse(xml) as XmlNode[];
  return { xml, line, element: root };
}

function countLines(text: string, from: number, to: number): number {
  let count = 0;
  for (let index = text.indexOf('\n', from); index !== -1 && index < to; index = text.indexOf('\n', index + 1)) count++;
  return count;
}
