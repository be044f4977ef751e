import type { InvestigationState } from '@quarry/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveConnection, liveSocketUrl, type SocketLike } from './liveConnection';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: { type: string; content: string }[] = [];
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  send(data: string) {
    this.sent.push(JSON.parse(data) as { type: string; content: string });
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(type: string, content: string) {
    this.onmessage?.({ data: JSON.stringify({ type, content }) });
  }
}

const state = (investigationId: number): InvestigationState => ({
  investigationId,
  differentEnough: true,
  relevancyScore: 40,
  activityScore: 12,
  status: 'PROCESSING',
  totalDocuments: 9,
});

describe('the live connection', () => {
  let sockets: FakeSocket[];
  let states: InvestigationState[];
  let teamChanges: number;
  let live: LiveConnection;
  const last = () => sockets[sockets.length - 1]!;

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    states = [];
    teamChanges = 0;
    live = new LiveConnection(
      7,
      (received) => states.push(received),
      () => {
        sockets.push(new FakeSocket());
        return last();
      },
      () => teamChanges++,
    );
    live.start();
  });
  afterEach(() => vi.useRealTimers());

  it('registers once open, passes on its own states, and unregisters on stop', () => {
    last().open();
    expect(last().sent).toEqual([{ type: 'Register', content: '7' }]);
    last().receive('InvestigationState', JSON.stringify(state(7)));
    last().receive('InvestigationState', JSON.stringify(state(8)));
    expect(states).toEqual([state(7)]);
    const socket = last();
    live.stop();
    expect(socket.sent.at(-1)).toEqual({ type: 'Unregister', content: '7' });
    expect(socket.closed).toBe(true);
  });

  it("passes on the team's screening progress of its own investigation only", () => {
    last().open();
    last().receive('ScreeningProgress', '7');
    last().receive('ScreeningProgress', '8');
    expect(teamChanges).toBe(1);
  });

  it('sends KeepAlive every 10 s and resets and registers again without a reply within 1 s', () => {
    last().open();
    vi.advanceTimersByTime(10_000);
    expect(last().sent.at(-1)?.type).toBe('KeepAlive');
    last().receive('KeepAlive', last().sent.at(-1)!.content);
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(10_000);
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(2);
    expect(sockets[0]!.closed).toBe(true);
    last().open();
    expect(last().sent).toEqual([{ type: 'Register', content: '7' }]);
  });

  it('retries 10 s after a socket that is not open within 2 s', () => {
    vi.advanceTimersByTime(2_000);
    expect(sockets[0]!.closed).toBe(true);
    vi.advanceTimersByTime(9_999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
  });

  it('addresses the socket on the page host', () => {
    expect(liveSocketUrl({ protocol: 'http:', host: 'localhost:4001' })).toBe('ws://localhost:4001/api/web-socket');
    expect(liveSocketUrl({ protocol: 'https:', host: 'quarry.example' })).toBe('wss://quarry.example/api/web-socket');
  });
});
