import { describe, expect, it } from 'vitest';
import {
  checkGraphSettings,
  entityNodeSize,
  graphsSettingsError,
  linkWidth,
  MAX_GRAPH_NODES,
  normalizedDocumentCount,
  similaritySize,
} from './graphs.js';

const bounds = { nodeCount: 40, minEdgeWeight: 1, maxEdgeWeight: 7 };

describe('graph settings (doc 3 §5)', () => {
  it('accepts empty fields, a whole number of nodes up to the graph’s and a threshold between its link weights', () => {
    expect(checkGraphSettings({ totalNumberOfNodes: '', edgeThreshold: ' ' }, bounds)).toEqual({
      errors: {},
      settings: { totalNumberOfNodes: null, edgeThreshold: null },
    });
    expect(checkGraphSettings({ totalNumberOfNodes: '40', edgeThreshold: '2.5' }, bounds).settings).toEqual({
      totalNumberOfNodes: 40,
      edgeThreshold: 2.5,
    });
    expect(checkGraphSettings({ totalNumberOfNodes: '0', edgeThreshold: '1' }, bounds).settings).toEqual({
      totalNumberOfNodes: 0,
      edgeThreshold: 1,
    });
  });

  it('says what is wrong with each field in the words of the spec', () => {
    for (const nodes of ['41', '-1', '2.5', 'ten', '1e1']) {
      expect(checkGraphSettings({ totalNumberOfNodes: nodes, edgeThreshold: '' }, bounds).errors).toEqual({
        totalNumberOfNodes: 'Total number of nodes should be a whole number between 0 and 40',
      });
    }
    for (const threshold of ['0.5', '8', 'x']) {
      const { errors, settings } = checkGraphSettings({ totalNumberOfNodes: '', edgeThreshold: threshold }, bounds);
      expect(errors).toEqual({ edgeThreshold: 'Edge threshold should be a number between 1 and 7' });
      expect(settings).toBeUndefined();
    }
  });

  it('checks a stored configuration against the widest bounds', () => {
    const blank = { totalNumberOfNodes: null, edgeThreshold: null };
    expect(graphsSettingsError({ author: blank, term: blank })).toBeUndefined();
    expect(
      graphsSettingsError({ author: { totalNumberOfNodes: MAX_GRAPH_NODES + 1, edgeThreshold: null }, term: blank }),
    ).toBe(`Total number of nodes should be a whole number between 0 and ${MAX_GRAPH_NODES}`);
    expect(graphsSettingsError({ author: blank, term: { totalNumberOfNodes: null, edgeThreshold: -2 } })).toMatch(
      /^Edge threshold should be a number between 0 and/,
    );
  });
});

describe('graph sizes (doc 3 §9)', () => {
  it('sizes nodes and links by the spec’s formulas', () => {
    expect(normalizedDocumentCount(9)).toBe(4);
    expect(normalizedDocumentCount(10_000)).toBe(25);
    expect(similaritySize(0)).toBe(0.5);
    expect(similaritySize(1)).toBe(10);
    expect(entityNodeSize(10, 10)).toBe(20);
    expect(entityNodeSize(0, 10)).toBe(5);
    expect(linkWidth(100)).toBe(3);
    expect(linkWidth(0.2)).toBe(1);
  });
});
