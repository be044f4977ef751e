import {
  DEFAULT_GRAPH_NODES,
  entityNodeId,
  GRAPH_LINK_COLOR,
  graphExportNames,
  graphRequest,
  normalizedDocumentCount,
  type AuthorGraph,
  type ConfiguredGraphType,
  type DocumentFilterSpec,
  type EntityGraph,
  type GraphRequest,
  type GraphsSettings,
  type PersonSemanticAffinities,
} from '@quarry/contract';
import { exportFileName } from '../../http/downloads.js';
import type { InvestigationFacts } from '../investigations/index.js';
import { toGraphml, type GraphmlGraph } from './graphml.js';
import { coAuthorship } from './co-authorship.js';
import { coOccurrence } from './co-occurrence.js';
import type { WorkspaceService } from '../workspace/index.js';

export interface GraphsDeps {
  workspace: Pick<WorkspaceService, 'filteredIndex'>;
  graphsSettings(investigationId: number): Promise<GraphsSettings>;
  manuallyMerged(investigationId: number, personIds: number[]): Promise<Set<number>>;
  /** Lower-cased names of finished and running author enrichment harvests. */
  enrichedNames(investigationId: number): Promise<{ harvested: Set<string>; harvesting: Set<string> }>;
  semanticAffinity(investigationId: number, personId: number): Promise<PersonSemanticAffinities>;
  /** The investigation's title as it is now (the exports' file names). */
  titleOf(investigationId: number): Promise<string>;
}

export type GraphsService = ReturnType<typeof createGraphsService>;

/** A graph answer's links, keyed by their ends' node ids, and its totals (doc 3 §3, the settings' bounds). */
function linksAndTotals(
  graph: {
    links: ReadonlyArray<{ source: number; target: number; weight: number }>;
    minWeight: number;
    maxWeight: number;
  },
  nodeId: (end: number) => string,
  totalNodeCount: number,
  limits: { nodes: number; threshold: number | null },
) {
  return {
    edges: graph.links.map(({ source, target, weight }) => ({
      id: `${nodeId(source)}-${nodeId(target)}`,
      sourceId: nodeId(source),
      targetId: nodeId(target),
      weight,
      color: GRAPH_LINK_COLOR,
    })),
    totalNodeCount,
    minEdgeWeight: graph.minWeight,
    maxEdgeWeight: graph.maxWeight,
    totalNumberOfNodes: limits.nodes,
    edgeThreshold: limits.threshold,
  };
}

/**
 * The author and entity graphs of doc 3 §3: the workspace index computes them for the filter; this adds what the
 * configuration (graphsSettings), the persons (manual merges, semantic affinity) and the harvests (enrichment) say.
 */
export function createGraphsService(deps: GraphsDeps) {
  async function limitsOf(investigationId: number, type: ConfiguredGraphType) {
    const settings = (await deps.graphsSettings(investigationId))[type];
    return { nodes: settings.totalNumberOfNodes ?? DEFAULT_GRAPH_NODES[type], threshold: settings.edgeThreshold };
  }

  async function affinityTo(
    investigationId: number,
    personId: number | null | undefined,
  ): Promise<Map<number, number> | undefined> {
    if (!personId) return undefined;
    const { personSemanticAffinities } = await deps.semanticAffinity(investigationId, personId);
    const scores = new Map(personSemanticAffinities.map((entry) => [entry.personId, entry.semanticAffinity]));
    scores.set(personId, 1);
    return scores;
  }

  async function graphmlFile(investigation: InvestigationFacts, name: (title: string) => string, graph: GraphmlGraph) {
    return {
      fileName: exportFileName(name(await deps.titleOf(investigation.id)), 'graphml'),
      content: toGraphml(graph),
    };
  }

  const service = {
    async authorGraph(investigation: InvestigationFacts, body: GraphRequest): Promise<AuthorGraph> {
      const { spec, similarityPersonId } = graphRequest.parse(body);
      const limits = await limitsOf(investigation.id, 'author');
      const { index, docs } = await deps.workspace.filteredIndex(investigation, spec ?? ({} as DocumentFilterSpec));
      const graph = coAuthorship(index, docs, limits);
      const ids = graph.authors.map((author) => author.personId);
      const [merged, enriched, affinity] = await Promise.all([
        ids.length > 0 ? deps.manuallyMerged(investigation.id, ids) : new Set<number>(),
        deps.enrichedNames(investigation.id),
        affinityTo(investigation.id, similarityPersonId),
      ]);
      const nodes = graph.authors.map((author) => {
        const name = author.name.toLowerCase();
        const similarity = affinity ? (affinity.get(author.personId) ?? 0) : null;
        return {
          id: String(author.personId),
          personName: author.name,
          documentsCount: author.documents,
          documentCount: author.documents,
          score: author.score,
          normalizedDocumentCount: normalizedDocumentCount(author.documents),
          recentAffiliationCode: author.recentRegion,
          primaryAffiliationCode: author.primaryRegion,
          colorAffinityScore: similarity,
          sizeAffinityScore: similarity,
          harvested: enriched.harvested.has(name),
          harvesting: enriched.harvesting.has(name),
          manuallyMerged: merged.has(author.personId),
          type: 'PERSON' as const,
        };
      });
      return { nodes, ...linksAndTotals(graph, String, graph.totalAuthors, limits) };
    },

    async entityGraph(investigation: InvestigationFacts, body: GraphRequest): Promise<EntityGraph> {
      const { spec } = graphRequest.parse(body);
      const limits = await limitsOf(investigation.id, 'term');
      const { index, docs } = await deps.workspace.filteredIndex(investigation, spec ?? ({} as DocumentFilterSpec));
      const graph = coOccurrence(index, docs, limits);
      const ids = graph.entities.map((entity) => entityNodeId(entity.type, entity.value));
      const nodes = graph.entities.map((entity, k) => ({
        id: ids[k]!,
        term: entity.term,
        weight: entity.documents,
        type: entity.type,
      }));
      return { nodes, ...linksAndTotals(graph, (k) => ids[k]!, graph.totalEntities, limits) };
    },
  };
  return {
    ...service,
    /** The author graph as GraphML: every node field, and each author's name as its label (what Gephi shows). */
    async exportCoAuthors(investigation: InvestigationFacts, body: GraphRequest) {
      const graph = await service.authorGraph(investigation, body);
      return graphmlFile(investigation, graphExportNames.coAuthors, {
        nodes: graph.nodes.map((node) => ({ label: node.personName, ...node })),
        edges: graph.edges,
      });
    },
    async exportTerms(investigation: InvestigationFacts, body: GraphRequest) {
      const graph = await service.entityGraph(investigation, body);
      return graphmlFile(investigation, graphExportNames.terms, {
        nodes: graph.nodes.map((node) => ({ label: node.term, ...node })),
        edges: graph.edges,
      });
    },
  };
}
