import {
  investigationState,
  KEEP_ALIVE_INTERVAL_MS,
  KEEP_ALIVE_REPLY_MS,
  SOCKET_CONNECT_WAIT_MS,
  SOCKET_RETRY_MS,
  socketMessage,
  WEB_SOCKET_PATH,
  type InvestigationState,
  type SocketMessage,
} from '@quarry/contract';

/** The part of a WebSocket the connection uses. */
export interface SocketLike {
  readonly readyState: number;
  onopen: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: (() => void) | null;
  send(data: string): void;
  close(): void;
}

const OPEN = 1;

/** The socket's address: same host as the page (in development Vite forwards it from 4001 to 4000). */
export const liveSocketUrl = (location: Pick<Location, 'protocol' | 'host'>): string =>
  `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${WEB_SOCKET_PATH}`;

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function parse(data: unknown): SocketMessage | null {
  const parsed = socketMessage.safeParse(safeJson(String(data)));
  return parsed.success ? parsed.data : null;
}

/**
 * Live updates of one investigation (doc 2 §4): Register once open, KeepAlive every 10 s with a reply expected
 * within 1 s (else the connection is reset and registers again), a retry 10 s after a socket that is not open
 * within 2 s or that closes, and Unregister on stop.
 */
export class LiveConnection {
  private socket: SocketLike | null = null;
  private timers = new Set<ReturnType<typeof setTimeout>>();
  private keepAlive: ReturnType<typeof setInterval> | undefined;
  private awaitingReply: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;

  constructor(
    private readonly investigationId: number,
    private readonly onState: (state: InvestigationState) => void,
    private readonly createSocket: () => SocketLike,
    /** A teammate decided in the Screen tab (issue 27): the team's progress is worth reading again. */
    private readonly onScreening: () => void = () => undefined,
  ) {}

  start(): void {
    this.connect();
  }

  /** Registers again (after a reload: the server measures "different enough" from the last registration). */
  register(): void {
    this.send({ type: 'Register', content: String(this.investigationId) });
  }

  stop(): void {
    this.stopped = true;
    this.send({ type: 'Unregister', content: String(this.investigationId) });
    this.drop();
  }

  private later(run: () => void, ms: number) {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, ms);
    this.timers.add(timer);
    return timer;
  }

  private send(message: SocketMessage) {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(message));
  }

  private connect() {
    if (this.stopped) return;
    const socket = this.createSocket();
    this.socket = socket;
    const connectWait = this.later(() => this.retry(), SOCKET_CONNECT_WAIT_MS);
    socket.onopen = () => {
      clearTimeout(connectWait);
      this.timers.delete(connectWait);
      this.register();
      this.keepAlive = setInterval(() => this.ping(), KEEP_ALIVE_INTERVAL_MS);
    };
    socket.onmessage = (event) => this.receive(parse(event.data));
    socket.onclose = () => this.retry();
  }

  private ping() {
    this.send({ type: 'KeepAlive', content: String(Date.now()) });
    this.awaitingReply ??= this.later(() => this.reset(), KEEP_ALIVE_REPLY_MS);
  }

  private receive(message: SocketMessage | null) {
    if (message?.type === 'KeepAlive' && this.awaitingReply !== undefined) {
      clearTimeout(this.awaitingReply);
      this.timers.delete(this.awaitingReply);
      this.awaitingReply = undefined;
    } else if (message?.type === 'InvestigationState') {
      // States of another investigation (a late message after switching) are ignored.
      const state = investigationState.safeParse(safeJson(message.content));
      if (state.success && state.data.investigationId === this.investigationId) this.onState(state.data);
    } else if (message?.type === 'ScreeningProgress' && message.content === String(this.investigationId)) {
      this.onScreening();
    }
  }

  /** No reply in time: a new connection at once, which registers again. */
  private reset() {
    this.drop();
    this.connect();
  }

  /** Not open in time, or closed: a new attempt after 10 s. */
  private retry() {
    this.drop();
    if (!this.stopped) this.later(() => this.connect(), SOCKET_RETRY_MS);
  }

  private drop() {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.awaitingReply = undefined;
    clearInterval(this.keepAlive);
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onopen = socket.onmessage = socket.onclose = null;
    socket.close();
  }
}
