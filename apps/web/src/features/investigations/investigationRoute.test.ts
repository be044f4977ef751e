import { describe, expect, it } from 'vitest';
import { ownInvestigationLocation } from './investigationRoute';

const topic = { id: 7, investigationType: 'Topic' as const };
const person = { id: 8, investigationType: 'Person' as const };

describe('an investigation opened under the other family path goes to its own', () => {
  it('sends a Topic opened at /person/{id} to /topic/{id}, keeping its tab and query', () => {
    expect(ownInvestigationLocation(topic, '/investigations/person/7', '')).toBe('/investigations/topic/7');
    expect(ownInvestigationLocation(topic, '/investigations/person/7/timeline', '?q=soil')).toBe(
      '/investigations/topic/7/timeline?q=soil',
    );
  });

  it('sends a Person opened at /topic/{id} to /person/{id}, keeping a profile', () => {
    expect(ownInvestigationLocation(person, '/investigations/topic/8/profile/3/overview', '')).toBe(
      '/investigations/person/8/profile/3/overview',
    );
  });

  it('leaves an investigation on its own path where it is', () => {
    expect(ownInvestigationLocation(topic, '/investigations/topic/7', '')).toBeNull();
    expect(ownInvestigationLocation(person, '/investigations/person/8/documents', '?x=1')).toBeNull();
  });
});
