import { describe, expect, it } from 'vitest';
import { reharvestSteps } from './harvest-requests.js';
import type { Sources } from './sources.js';

const sources = {} as Sources;

describe('the steps of a re-harvest', () => {
  it('asks the documents with a DOI by it in one step, the others by their URL once each', () => {
    const steps = reharvestSteps(sources, [
      { doi: '10.5555/a', url: 'https://example.org/a' },
      { doi: '10.5555/b', url: null },
      { doi: null, url: 'https://example.org/page' },
      { doi: null, url: 'https://example.org/page' },
      { doi: null, url: null },
    ]);
    expect(steps.map((step) => [step.name, step.label])).toEqual([
      ['reharvest:dois:2', 'Current documents by DOI (2)'],
      ['page:https://example.org/page', 'Page https://example.org/page'],
    ]);
  });

  it('has no step when no document can be asked again', () => {
    expect(reharvestSteps(sources, [{ doi: null, url: null }])).toEqual([]);
  });
});
