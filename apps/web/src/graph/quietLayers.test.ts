import { describe, expect, it } from 'vitest';
import { emptyLayers } from './quietLayers';

const still = { moving: false, hideEdgesOnMove: true, hideLabelsOnMove: true, emphasis: false };

describe('emptyLayers', () => {
  it('hides edge labels (never drawn) and the hover layers when nothing is hovered or highlighted', () => {
    expect([...emptyLayers(still)].sort()).toEqual(['edgeLabels', 'hoverNodes', 'hovers']);
  });

  it('keeps the hover layers for a hovered or highlighted node', () => {
    expect([...emptyLayers({ ...still, emphasis: true })]).toEqual(['edgeLabels']);
  });

  it('hides links, labels and hover layers while a large graph moves', () => {
    expect([...emptyLayers({ ...still, moving: true, emphasis: true })].sort()).toEqual([
      'edgeLabels',
      'edges',
      'hoverNodes',
      'hovers',
      'labels',
    ]);
  });

  it('keeps links and labels of a small graph while it moves', () => {
    const small = { moving: true, hideEdgesOnMove: false, hideLabelsOnMove: false, emphasis: true };
    expect([...emptyLayers(small)]).toEqual(['edgeLabels']);
  });
});
