import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { documentFilterSpec } from './workspace.js';

/* ---------- Regions of the author graph (doc 3 §9: 10 colours keyed 0 to 9) ---------- */

/**
 * The author graph colours an author by the world region of an affiliation: the 13 regions of "Regions of Authors"
 * folded into the 10 colour keys (neighbouring regions share one). An author with no known country has no code.
 */
export const graphRegionCodes: Readonly<Record<string, number>> = {
  'North America': 0,
  'Latin America': 1,
  'Western Europe': 2,
  'Northern Europe': 3,
  'Southern Europe': 4,
  'Eastern Europe': 4,
  'Middle East': 5,
  'Central Asia': 5,
  Africa: 6,
  'South Asia': 7,
  'East Asia': 8,
  'Southeast Asia': 8,
  Oceania: 9,
};

/** What each colour key stands for (the legend). */
export const graphRegionNames = [
  'North America',
  'Latin America',
  'Western Europe',
  'Northern Europe',
  'Southern and Eastern Europe',
  'Middle East and Central Asia',
  'Africa',
  'South Asia',
  'East and Southeast Asia',
  'Oceania',
] as const;

/* ---------- Sizes (doc 3 §9) ---------- */

/** Node size by documents: min(25, 1 + √count). */
export const normalizedDocumentCount = (count: number): number => Math.min(25, 1 + Math.sqrt(count));

/** Node size by similarity: 0.5 + 9.5 × score. */
export const similaritySize = (score: number): number => 0.5 + 9.5 * score;

/** Link width: 1 + log10(weight), never thinner than 1 (association strengths below 1 would give less). */
export const linkWidth = (weight: number): number => Math.max(1, 1 + Math.log10(Math.max(weight, 1e-9)));

/** Entity node size: 5 to 20 by weight relative to the heaviest node. */
export const entityNodeSize = (weight: number, maxWeight: number): number =>
  5 + 15 * (maxWeight > 0 ? weight / maxWeight : 0);

/* ---------- Graph settings in the configuration (doc 3 §3, §5) ---------- */

/** The graph kinds of the configuration's graphsSettings: the author graph and the term (entity) graph. */
export const configuredGraphTypes = ['author', 'term'] as const;
export type ConfiguredGraphType = (typeof configuredGraphTypes)[number];

/** Empty (null) fields take these: a graph the browser draws smoothly (bench:graph) whatever the investigation's size. */
export const DEFAULT_GRAPH_NODES: Readonly<Record<ConfiguredGraphType, number>> = { author: 1000, term: 300 };

/**
 * The most nodes a graph setting may ask for, and the most links a graph sends: the heaviest kept, as many as the
 * browser draws smoothly (bench:graph, 5,000 nodes / 20,000 links); a hairball past that shows nothing more.
 */
export const MAX_GRAPH_NODES = 20_000;
export const MAX_GRAPH_EDGES = 20_000;

/** A document with more authors than this counts for each of them but links none (VOSviewer ignores them too). */
export const MAX_AUTHORS_FOR_LINKS = 50;

export const graphSettings = z.object({
  totalNumberOfNodes: z.number().int().min(0).max(MAX_GRAPH_NODES).nullable(),
  edgeThreshold: z.number().min(0).nullable(),
});
export type GraphSettings = z.infer<typeof graphSettings>;

export const graphsSettingsSchema = z.object({ author: graphSettings, term: graphSettings });
export type GraphsSettings = z.infer<typeof graphsSettingsSchema>;

export const defaultGraphsSettings = (): GraphsSettings => ({
  author: { totalNumberOfNodes: null, edgeThreshold: null },
  term: { totalNumberOfNodes: null, edgeThreshold: null },
});

export const graphSettingsMessages = {
  totalNumberOfNodes: (max: number) => `Total number of nodes should be a whole number between 0 and ${max}`,
  edgeThreshold: (min: number, max: number) => `Edge threshold should be a number between ${min} and ${max}`,
};

/** What the settings are checked against: the graph's node count and its lightest and heaviest links. */
export interface GraphBounds {
  nodeCount: number;
  minEdgeWeight: number;
  maxEdgeWeight: number;
}

/** Bounds a saved setting is checked against when the graph is not at hand (the server's check of a save). */
export const WIDEST_GRAPH_BOUNDS: GraphBounds = {
  nodeCount: MAX_GRAPH_NODES,
  minEdgeWeight: 0,
  maxEdgeWeight: 1_000_000,
};

/**
 * The Graph Settings dialog's fields as typed (empty allowed) checked against the graph: the messages of doc 3 §5
 * per field, and the settings they make when there is none.
 */
export function checkGraphSettings(
  input: { totalNumberOfNodes: string; edgeThreshold: string },
  bounds: GraphBounds,
): { errors: Partial<Record<keyof GraphSettings, string>>; settings?: GraphSettings } {
  const errors: Partial<Record<keyof GraphSettings, string>> = {};
  const nodesText = input.totalNumberOfNodes.trim();
  const thresholdText = input.edgeThreshold.trim();
  const nodes = nodesText === '' ? null : Number(nodesText);
  const threshold = thresholdText === '' ? null : Number(thresholdText);
  if (nodes !== null && !(/^\d+$/.test(nodesText) && nodes <= bounds.nodeCount))
    errors.totalNumberOfNodes = graphSettingsMessages.totalNumberOfNodes(bounds.nodeCount);
  if (
    threshold !== null &&
    !(Number.isFinite(threshold) && threshold >= bounds.minEdgeWeight && threshold <= bounds.maxEdgeWeight)
  ) {
    errors.edgeThreshold = graphSettingsMessages.edgeThreshold(bounds.minEdgeWeight, bounds.maxEdgeWeight);
  }
  if (Object.keys(errors).length > 0) return { errors };
  return { errors, settings: { totalNumberOfNodes: nodes, edgeThreshold: threshold } };
}

/** The first message a stored graphsSettings breaks (the server's check of a configuration save). */
export function graphsSettingsError(settings: GraphsSettings): string | undefined {
  for (const type of configuredGraphTypes) {
    const { totalNumberOfNodes, edgeThreshold } = settings[type];
    const { errors } = checkGraphSettings(
      {
        totalNumberOfNodes: totalNumberOfNodes === null ? '' : String(totalNumberOfNodes),
        edgeThreshold: edgeThreshold === null ? '' : String(edgeThreshold),
      },
      WIDEST_GRAPH_BOUNDS,
    );
    const message = errors.totalNumberOfNodes ?? errors.edgeThreshold;
    if (message) return message;
  }
  return undefined;
}

/* ---------- The graphs (doc 3 §3) ---------- */

export const GRAPH_LINK_COLOR = '#c3c7cc';

export const graphEdge = z.object({
  id: z.string(),
  sourceId: z.string(),
  targetId: z.string(),
  weight: z.number(),
  color: z.string(),
});
export type GraphEdge = z.infer<typeof graphEdge>;

export const authorGraphNode = z.object({
  /** The person id, as text (graph keys are strings). */
  id: z.string(),
  personName: z.string(),
  documentsCount: z.number().int(),
  documentCount: z.number().int(),
  /** Sum of the relevance scores of the author's documents in the filter (what "Relevance" sizes by). */
  score: z.number(),
  normalizedDocumentCount: z.number(),
  /** Region key (0–9) of the author's most recent affiliation with a country; null when none has one. */
  recentAffiliationCode: z.number().int().min(0).max(9).nullable(),
  /** Region key of the author's most frequent affiliation region. */
  primaryAffiliationCode: z.number().int().min(0).max(9).nullable(),
  /** Semantic affinity (0–1) to the author the graph is coloured / sized by similarity to; null otherwise. */
  colorAffinityScore: z.number().nullable(),
  sizeAffinityScore: z.number().nullable(),
  harvested: z.boolean(),
  harvesting: z.boolean(),
  manuallyMerged: z.boolean(),
  type: z.literal('PERSON'),
});
export type AuthorGraphNode = z.infer<typeof authorGraphNode>;

export const entityGraphTypes = ['PERSON', 'ORGANIZATION', 'LOCATION', 'CONCEPT', 'TERM'] as const;
export type EntityGraphType = (typeof entityGraphTypes)[number];

/** Each entity type's top list (and filter chip name, doc 3 §3): predefined.Mentioned Terms for TERM, entity.Mentioned {Type}s otherwise. */
export const entityTypeCategory = {
  PERSON: 'entity.Mentioned Persons',
  ORGANIZATION: 'entity.Mentioned Organizations',
  LOCATION: 'entity.Mentioned Locations',
  CONCEPT: 'entity.Mentioned Concepts',
  TERM: 'predefined.Mentioned Terms',
} as const satisfies Record<EntityGraphType, string>;

/** Layer colours (doc 3 §9). */
export const entityLayerColors: Readonly<Record<EntityGraphType, string>> = {
  PERSON: '#FFD540',
  ORGANIZATION: '#F67DA7',
  LOCATION: '#9df67d',
  CONCEPT: '#56D0E5',
  TERM: '#AEC7CE',
};

/** An entity node's key: its type and term (the same text may be a person and a place). */
export const entityNodeId = (type: EntityGraphType, term: string): string => `${type}:${term}`;

export const entityGraphNode = z.object({
  id: z.string(),
  term: z.string(),
  /** Documents (of the filter) mentioning it. */
  weight: z.number().int(),
  type: z.enum(entityGraphTypes),
});
export type EntityGraphNode = z.infer<typeof entityGraphNode>;

/** What every graph answer says about the whole graph before its limits (the Graph Settings dialog's bounds). */
const graphTotals = {
  /** Nodes the filter has (the settings' maximum for totalNumberOfNodes). */
  totalNodeCount: z.number().int(),
  /** The lightest and heaviest link among the shown nodes before the threshold (0 and 0 without links). */
  minEdgeWeight: z.number(),
  maxEdgeWeight: z.number(),
  /** The settings applied (the configuration's, defaults filled in). */
  totalNumberOfNodes: z.number().int(),
  edgeThreshold: z.number().nullable(),
};

/** The totals every graph answer carries (what Graph Settings reads). */
export type GraphTotals = { [K in keyof typeof graphTotals]: z.infer<(typeof graphTotals)[K]> };

export const authorGraph = z.object({ nodes: z.array(authorGraphNode), edges: z.array(graphEdge), ...graphTotals });
export type AuthorGraph = z.infer<typeof authorGraph>;

export const entityGraph = z.object({ nodes: z.array(entityGraphNode), edges: z.array(graphEdge), ...graphTotals });
export type EntityGraph = z.infer<typeof entityGraph>;

export const graphRequest = z.object({
  spec: documentFilterSpec.optional(),
  /** Size or colour the author graph by similarity to this person (its nodes get affinity scores). */
  similarityPersonId: z.number().int().positive().nullable().optional(),
});
export type GraphRequest = z.input<typeof graphRequest>;

const graphParams = z.object({ type: z.string().regex(/^[a-z]+$/), id: z.coerce.number().int().positive() });

/** The graph calls of doc 3 §7 "Graphs, timeline, summaries". */
export const graphsApi = {
  authorGraph: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/:type/:id/author-graph',
    access: 'owner',
    action: 'open',
    summary:
      'The co-authorship graph of the filtered documents: the top authors by documents (totalNumberOfNodes), linked by ' +
      'the documents they share (links below edgeThreshold left out)',
    params: graphParams,
    body: graphRequest,
    response: authorGraph,
  }),
  entityGraph: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/:type/:id/entity-graph',
    access: 'owner',
    action: 'open',
    summary:
      'The co-occurrence graph of the mentioned entities and tracked terms of the filtered documents: the most mentioned ' +
      '(totalNumberOfNodes), linked by association strength (observed over expected co-occurrence; below edgeThreshold left out)',
    params: graphParams,
    body: graphRequest,
    response: entityGraph,
  }),
  exportCoAuthors: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/:type/:id/export-co-authors',
    access: 'owner',
    action: 'open',
    summary:
      'The author graph of the filter as a GraphML file (every node and link attribute), named timestamp + title',
    params: graphParams,
    body: graphRequest,
    response: z.unknown(),
  }),
  exportTerms: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/:type/:id/export-terms',
    access: 'owner',
    action: 'open',
    summary:
      'The entity graph of the filter as a GraphML file (every node and link attribute), named timestamp + title',
    params: graphParams,
    body: graphRequest,
    response: z.unknown(),
  }),
} as const;

/** What the GraphML exports are called after the investigation's title. */
export const graphExportNames = {
  coAuthors: (title: string) => `${title} co-authors`,
  terms: (title: string) => `${title} terms`,
};

/* ---------- The timeline (doc 3 §2 Timeline pane, §3 Timeline chart data) ---------- */

export const timelineText = {
  loading: 'Loading Timeline Graph...',
  noData: 'No data to display',
  selector: 'Terms and Term Groups',
  externalSeries: 'External Series',
  noExternalSeries: 'None',
  externalLabel: (term: string) => `OpenAlex works: ${term}`,
  externalFailed: (term: string) => `OpenAlex could not be asked for the works on ${term}; try again later.`,
  externalEmpty: (term: string) => `OpenAlex has no works on ${term}.`,
  xAxis: 'Year',
  yAxis: (withExternal: boolean) => (withExternal ? 'Documents or works' : 'Documents'),
};

export const timelineRequest = z.object({
  spec: documentFilterSpec.optional(),
  /** Term group ids: a group counts the documents mentioning any of its terms. */
  selectedTermGroups: z.array(z.number().int()).max(100).default([]),
  selectedTerms: z.array(z.string().trim().min(1).max(500)).max(100).default([]),
  /** One term whose works per year in OpenAlex are drawn beside (radio choice); null: none. */
  selectedExternalSeries: z.string().trim().min(1).max(500).nullable().default(null),
});
export type TimelineRequest = z.input<typeof timelineRequest>;

/**
 * The chart: `columns` name the series after "Year"; each data item is a year and one count per series (documents
 * of the filter mentioning the term, or any term of the group; works in OpenAlex for the external series).
 */
export const chartEntity = z.object({
  columns: z.array(z.string()),
  dataItems: z.array(z.array(z.number())),
});
export type ChartEntity = z.infer<typeof chartEntity>;

export const timelineChart = z.object({
  selectedTermGroups: z.array(z.number().int()),
  selectedTerms: z.array(z.string()),
  selectedExternalSeries: z.string().nullable(),
  chartEntity,
  /** Why the external series is missing or empty (OpenAlex could not be reached, or has no works on the term). */
  externalError: z.string().optional(),
});
export type TimelineChart = z.infer<typeof timelineChart>;

export const timelineApi = {
  chart: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/:type/:id/timeline-chart',
    access: 'owner',
    action: 'open',
    summary:
      'Documents of the filter per year for each selected term and term group, and the works per year of one term in ' +
      'OpenAlex (group_by=publication_year, kept a day)',
    params: graphParams,
    body: timelineRequest,
    response: timelineChart,
  }),
} as const;

/* ---------- Entity summaries (doc 3 §2 entity graph clicks, §7) ---------- */

/** The documents a summary sends (the pane shows the first 10, then Show All). */
export const MAX_SUMMARY_DOCUMENTS = 100;
export const SUMMARY_DOCUMENTS_SHOWN = 10;

export const entityRef = z.object({
  entityName: z.string().trim().min(1).max(500),
  entityType: z.enum(entityGraphTypes),
});
export type EntityRef = z.infer<typeof entityRef>;

/** A sentence of a document around an entity, with where each mention of it is (character offsets). */
export const summaryExcerpt = z.object({
  text: z.string(),
  marks: z.array(z.object({ start: z.number().int(), end: z.number().int() })),
});
export type SummaryExcerpt = z.infer<typeof summaryExcerpt>;

export const summaryDocument = z.object({
  documentId: z.number().int(),
  title: z.string(),
  year: z.number().int().nullable(),
  excerpts: z.array(summaryExcerpt),
});
export type SummaryDocument = z.infer<typeof summaryDocument>;

export const entitySummary = z.object({
  entityName: z.string(),
  entityType: z.enum(entityGraphTypes),
  /** Its labels (organizations and mentioned persons take labels; others have none). */
  labels: z.array(z.string()),
  documentsCount: z.number().int(),
  documents: z.array(summaryDocument),
});
export type EntitySummary = z.infer<typeof entitySummary>;

export const relationshipSummary = z.object({
  firstEntity: entityRef,
  secondEntity: entityRef,
  documentsCount: z.number().int(),
  documents: z.array(summaryDocument),
});
export type RelationshipSummary = z.infer<typeof relationshipSummary>;

export const entitySummaryApi = {
  entitySummary: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/:type/:id/entity-summary',
    access: 'owner',
    action: 'open',
    summary:
      "The filter's documents mentioning an entity (or tracked term), in the list's order, with the sentences around it marked",
    params: graphParams,
    body: entityRef.extend({ spec: documentFilterSpec.optional() }),
    response: entitySummary,
  }),
  relationshipSummary: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/:type/:id/entity-relationship-summary',
    access: 'owner',
    action: 'open',
    summary:
      "The filter's documents mentioning both entities, in the list's order (all, newest first, without a spec), with the sentences of their abstracts where both occur (else one) marked",
    params: graphParams,
    // spec: Quarry's addition (doc 2 §7 names the two entities only), so that the pane shows what the filter shows.
    body: z.object({ firstEntity: entityRef, secondEntity: entityRef, spec: documentFilterSpec.optional() }),
    response: relationshipSummary,
  }),
} as const;
