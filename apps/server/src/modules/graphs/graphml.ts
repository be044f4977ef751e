/**
 * GraphML (graphml.graphdrawing.org) of a graph's nodes and links with every attribute they carry: what Gephi,
 * Cytoscape, yEd and graphology-graphml read. Attribute types come from the values (boolean, int, double, string);
 * a null or absent value writes no data element.
 */
export interface GraphmlGraph {
  nodes: ReadonlyArray<{ id: string } & Record<string, unknown>>;
  edges: ReadonlyArray<{ id: string; sourceId: string; targetId: string } & Record<string, unknown>>;
}

type AttributeType = 'boolean' | 'int' | 'double' | 'string';

/** XML 1.0 forbids most control characters even escaped: they are dropped. */
const isXmlChar = (char: string) => {
  const code = char.charCodeAt(0);
  return code >= 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
};

const escapeXml = (text: string) =>
  [...text]
    .filter(isXmlChar)
    .join('')
    .replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

function typeOf(values: unknown[]): AttributeType {
  const present = values.filter((value) => value !== null && value !== undefined);
  if (present.length > 0 && present.every((value) => typeof value === 'boolean')) return 'boolean';
  if (present.length > 0 && present.every((value) => typeof value === 'number' && Number.isInteger(value)))
    return 'int';
  if (present.length > 0 && present.every((value) => typeof value === 'number')) return 'double';
  return 'string';
}

/** The attribute keys of one kind of element: every property but the structural ones, with its type. */
function keysOf(items: ReadonlyArray<Record<string, unknown>>, structural: readonly string[], prefix: string) {
  const names = [...new Set(items.flatMap((item) => Object.keys(item)))].filter((name) => !structural.includes(name));
  return names.map((name, k) => ({ id: `${prefix}${k}`, name, type: typeOf(items.map((item) => item[name])) }));
}

const dataOf = (item: Record<string, unknown>, keys: ReadonlyArray<{ id: string; name: string }>) =>
  keys
    .filter((key) => item[key.name] !== null && item[key.name] !== undefined)
    .map((key) => `<data key="${key.id}">${escapeXml(String(item[key.name]))}</data>`)
    .join('');

export function toGraphml(graph: GraphmlGraph): string {
  const nodeKeys = keysOf(graph.nodes, ['id'], 'n');
  const edgeKeys = keysOf(graph.edges, ['id', 'sourceId', 'targetId'], 'e');
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<graphml xmlns="http://graphml.graphdrawing.org/xmlns" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://graphml.graphdrawing.org/xmlns http://graphml.graphdrawing.org/xmlns/1.0/graphml.xsd">',
    ...nodeKeys.map(
      (key) => `  <key id="${key.id}" for="node" attr.name="${escapeXml(key.name)}" attr.type="${key.type}"/>`,
    ),
    ...edgeKeys.map(
      (key) => `  <key id="${key.id}" for="edge" attr.name="${escapeXml(key.name)}" attr.type="${key.type}"/>`,
    ),
    '  <graph edgedefault="undirected">',
    ...graph.nodes.map((node) => `    <node id="${escapeXml(node.id)}">${dataOf(node, nodeKeys)}</node>`),
    ...graph.edges.map(
      (edge) =>
        `    <edge id="${escapeXml(edge.id)}" source="${escapeXml(edge.sourceId)}" target="${escapeXml(edge.targetId)}">${dataOf(edge, edgeKeys)}</edge>`,
    ),
    '  </graph>',
    '</graphml>',
  ];
  return `${lines.join('\n')}\n`;
}
