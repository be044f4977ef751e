import { act, renderHook } from '@testing-library/react';
import Graph from 'graphology';
import { describe, expect, it, vi } from 'vitest';
import { useGraphTab } from './useGraphTab';

function twoAuthors(): Graph {
  const graph = new Graph();
  graph.addNode('1', { label: 'Ada Lovelace' });
  graph.addNode('2', { label: 'Alan Turing' });
  graph.addEdge('1', '2');
  return graph;
}

const at = { x: 10, y: 20 };

describe('a graph tab (useGraphTab)', () => {
  it('picks a clicked node, tells the graph, and clears on a click of the stage', () => {
    const graph = twoAuthors();
    const onNodePicked = vi.fn();
    const onCleared = vi.fn();
    const { result } = renderHook(() => useGraphTab(graph, { insight: { add: null }, onNodePicked, onCleared }));
    act(() => result.current.events.onNodeClick('1', false));
    act(() => result.current.events.onNodeClick('2', true));
    expect([...result.current.view.picked]).toEqual(['1', '2']);
    expect(onNodePicked.mock.calls).toEqual([
      ['1', false],
      ['2', true],
    ]);
    act(() => result.current.events.onStageClick());
    expect(result.current.view.picked.size).toBe(0);
    expect(onCleared).toHaveBeenCalledOnce();
  });

  it('ignores clicks while the context menu is open, and closes it', () => {
    const onNodePicked = vi.fn();
    const { result } = renderHook(() => useGraphTab(twoAuthors(), { insight: { add: null }, onNodePicked }));
    act(() => result.current.events.onContextMenu('1', at));
    expect(result.current.menuAt).toEqual(at);
    expect(result.current.view.picked.size).toBe(0);
    act(() => result.current.events.onNodeClick('1', false));
    act(() => result.current.events.onStageClick());
    expect(onNodePicked).not.toHaveBeenCalled();
    act(() => result.current.closeMenu());
    expect(result.current.menuAt).toBeNull();
  });

  it('selects the right-clicked node first where the graph asks (its commands are then about it)', () => {
    const { result } = renderHook(() => useGraphTab(twoAuthors(), { insight: { add: null }, pickOnContextMenu: true }));
    act(() => result.current.events.onNodeClick('1', false));
    act(() => result.current.events.onContextMenu('1', at));
    expect([...result.current.view.picked]).toEqual(['1']);
    act(() => result.current.closeMenu());
    act(() => result.current.events.onContextMenu('2', at));
    expect([...result.current.view.picked]).toEqual(['2']);
  });

  it('adds an insight titled by the picked names, and offers none where insights cannot be added', () => {
    const add = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() => useGraphTab(twoAuthors(), { insight: { add } }));
    act(() => result.current.events.onNodeClick('2', false));
    act(() => result.current.addInsight?.());
    expect(add).toHaveBeenCalledWith(['Alan Turing']);
    const without = renderHook(() => useGraphTab(twoAuthors(), { insight: { add: null } }));
    expect(without.result.current.addInsight).toBeNull();
  });
});
