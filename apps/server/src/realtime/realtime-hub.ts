import {
  type DocumentFilterSpec,
  type InvestigationState,
  type MemberRole,
  socketMessage,
  type SocketMessage,
} from '@quarry/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { HarvestListener } from '../engines/harvest/pipeline/harvest-investigation.job.js';
import type { SessionUser } from '../http/session-user.js';
import type { InvestigationRow } from '../modules/investigations/index.js';
import { can } from '../policies/investigation.policy.js';
import { ActivityMeter } from './activity-meter.js';

/** The part of a WebSocket the hub uses. */
export interface SocketLike {
  send(data: string): void;
  on(event: 'message', listener: (data: Buffer | string) => void): void;
  on(event: 'close', listener: () => void): void;
  readonly readyState: number;
}

interface Client {
  socket: SocketLike;
  user: SessionUser;
  /** Per investigation, when the client registered: the document count and the newest document id. */
  baseline: Map<number, Baseline>;
}

interface Baseline {
  /** More documents than this makes the state differentEnough. */
  documents: number;
  /** Documents after this id are the "new" ones relevancyScore speaks of. */
  lastDocumentId: number;
  /** The ranking changed enough since the client last loaded its list: by the learned order, or by authors' changes. */
  rankingChanged: false | 'learnedOrder' | 'authors';
  /** The filter and sort of the client's list (the user's last), and its first unseen documents when it loaded. */
  spec: DocumentFilterSpec;
  shownOrder: readonly number[];
}

/** What the hub asks the relevance model (learning.ts). */
export interface LearnedOrder {
  /** The percentage (0–100) of the documents after `sinceDocumentId` predicted relevant. */
  relevancyScore(investigationId: number, sinceDocumentId: number): Promise<number>;
  /**
   * The first unseen documents of the list the user was last served (of `spec` answered now, when none was), and
   * whether a training since then already changed that order enough.
   */
  baseline(
    user: SessionUser,
    investigationId: number,
    spec: DocumentFilterSpec,
  ): Promise<{ shown: number[]; changed: boolean }>;
  /** Whether the list of `spec` moved enough from its shownOrder to be worth refreshing. */
  orderChangedFrom(investigationId: number, spec: DocumentFilterSpec, shown: readonly number[]): Promise<boolean>;
}

const NO_MODEL: LearnedOrder = {
  relevancyScore: async () => 0,
  baseline: async () => ({ shown: [], changed: false }),
  orderChangedFrom: async () => false,
};

const OPEN = 1;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export type RealtimeHub = ReturnType<typeof createRealtimeHub>;

/**
 * /api/web-socket (doc 2 §4): clients Register for investigations they may open and get InvestigationState
 * messages as harvests store documents; KeepAlive is answered at once.
 */
/** What the hub reads, from the modules that own it. */
export interface RealtimeSources {
  /** The investigation as it is now (status and counts change as it harvests). */
  currentInvestigation(id: number): Promise<InvestigationRow | undefined>;
  /** The newest document id of an investigation (0 when it has none). */
  lastDocumentId(investigationId: number): Promise<number>;
  /** The filter spec of the user's last list of the investigation (the one the client just loaded). */
  lastFilter(user: SessionUser, investigation: InvestigationRow): Promise<DocumentFilterSpec>;
  /** The user's role in an investigation shared with them (null: not shared), for the policy. */
  sharedAs(user: SessionUser, investigation: InvestigationRow): Promise<MemberRole | null>;
}

export function createRealtimeHub(
  sources: RealtimeSources,
  logger: FastifyBaseLogger,
  learnedOrder: LearnedOrder = NO_MODEL,
) {
  const listeners = new Map<number, Set<Client>>();
  const meter = new ActivityMeter();
  const decayTimers = new Map<number, NodeJS.Timeout>();

  const send = (client: Client, message: SocketMessage) => {
    if (client.socket.readyState === OPEN) client.socket.send(JSON.stringify(message));
  };

  async function publish(investigationId: number): Promise<void> {
    const clients = listeners.get(investigationId);
    if (!clients?.size) return;
    const investigation = await sources.currentInvestigation(investigationId);
    if (!investigation) return;
    for (const client of clients) {
      const baseline = client.baseline.get(investigationId);
      if (!baseline) continue;
      const refreshReason =
        investigation.total_documents > baseline.documents ? 'newDocuments' : baseline.rankingChanged || null;
      const state: InvestigationState = {
        investigationId,
        differentEnough: refreshReason !== null,
        refreshReason,
        relevancyScore: await learnedOrder.relevancyScore(investigationId, baseline.lastDocumentId),
        activityScore: meter.rate(investigationId),
        status: investigation.status,
        totalDocuments: investigation.total_documents,
      };
      send(client, { type: 'InvestigationState', content: JSON.stringify(state) });
    }
  }

  const publishSafely = (investigationId: number) =>
    void publish(investigationId).catch((error: unknown) => logger.warn({ err: error }, 'publishing state failed'));

  async function register(client: Client, content: string): Promise<void> {
    const id = Number(content);
    const investigation = Number.isInteger(id) ? await sources.currentInvestigation(id) : undefined;
    // The same policy as the routes: whoever may open the investigation may follow it.
    if (!investigation) return;
    if (!can(client.user, 'open', investigation, await sources.sharedAs(client.user, investigation))) return;
    const lastDocumentId = await sources.lastDocumentId(id);
    const spec = await sources.lastFilter(client.user, investigation);
    const { shown, changed } = await learnedOrder.baseline(client.user, id, spec);
    client.baseline.set(id, {
      documents: investigation.total_documents,
      lastDocumentId,
      rankingChanged: changed ? 'learnedOrder' : false,
      spec,
      shownOrder: shown,
    });
    const clients = listeners.get(id) ?? new Set();
    clients.add(client);
    listeners.set(id, clients);
    await publish(id);
  }

  function unregister(client: Client, id: number): void {
    listeners.get(id)?.delete(client);
    client.baseline.delete(id);
  }

  const listener: HarvestListener = {
    batchStored(investigationId, added) {
      meter.record(investigationId, added);
      publishSafely(investigationId);
      clearTimeout(decayTimers.get(investigationId));
      // Once the window has passed with no new batch, tell the clients the activity fell to 0.
      decayTimers.set(investigationId, setTimeout(() => publishSafely(investigationId), 10_500).unref());
    },
    statusChanged: publishSafely,
  };

  /** Authors were merged or split in the background: every open list is worth refreshing (a learned order stays the reason said). */
  function authorsChanged(investigationId: number): void {
    for (const client of listeners.get(investigationId) ?? []) {
      const baseline = client.baseline.get(investigationId);
      if (baseline && !baseline.rankingChanged) baseline.rankingChanged = 'authors';
    }
    publishSafely(investigationId);
  }

  /**
   * The model was trained again: each open list whose first screen of unseen documents it changed enough (against
   * what the list shows, not against the previous model) is told, again after every refresh. The learned order is the
   * reason said even when authors changed first: the user's own votes moved the list.
   */
  async function retrained(investigationId: number): Promise<void> {
    let changed = false;
    for (const client of listeners.get(investigationId) ?? []) {
      const baseline = client.baseline.get(investigationId);
      if (!baseline || baseline.rankingChanged === 'learnedOrder') continue;
      if (!(await learnedOrder.orderChangedFrom(investigationId, baseline.spec, baseline.shownOrder))) continue;
      baseline.rankingChanged = 'learnedOrder';
      changed = true;
    }
    if (changed) await publish(investigationId);
  }

  /** A teammate decided: each open Screen tab of the investigation refreshes the team's progress (counts only while blind). */
  function screeningChanged(investigationId: number): void {
    for (const client of listeners.get(investigationId) ?? [])
      send(client, { type: 'ScreeningProgress', content: String(investigationId) });
  }

  return {
    listener,
    authorsChanged,
    screeningChanged,
    retrained: (investigationId: number) =>
      void retrained(investigationId).catch((error: unknown) =>
        logger.warn({ err: error }, 'comparing the learned order failed'),
      ),
    /** Serves one signed-in socket connection. */
    connect(socket: SocketLike, user: SessionUser): void {
      const client: Client = { socket, user, baseline: new Map() };
      socket.on('message', (data) => {
        const parsed = socketMessage.safeParse(parseJson(String(data)));
        if (!parsed.success) return;
        const { type, content } = parsed.data;
        if (type === 'KeepAlive') send(client, { type: 'KeepAlive', content });
        else if (type === 'Register') void register(client, content).catch(() => undefined);
        else if (type === 'Unregister') unregister(client, Number(content));
      });
      socket.on('close', () => {
        for (const id of [...client.baseline.keys()]) unregister(client, id);
      });
    },
    close(): void {
      for (const timer of decayTimers.values()) clearTimeout(timer);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The live-update hub of this process (decorated by buildApp). */
    realtime: RealtimeHub;
  }
}
