import { describe, expect, it } from 'vitest';
import { summaryButtons, summaryTermsCount } from './summaryPlacement';

describe('where an author summary is shown', () => {
  it('asks for 15 research interests in the documents pane and 25 elsewhere (doc 2 §7)', () => {
    expect(summaryTermsCount('documents')).toBe(15);
    expect(summaryTermsCount('right')).toBe(25);
    expect(summaryTermsCount('insight')).toBe(25);
  });

  it('offers Disambiguate in Person investigations except in the documents pane and on a profile', () => {
    const person = { topic: false, facultyWorks: false, profile: false };
    expect(summaryButtons({ ...person, placement: 'right' }).disambiguate).toBe(true);
    expect(summaryButtons({ ...person, placement: 'insight' }).disambiguate).toBe(true);
    expect(summaryButtons({ ...person, placement: 'documents' }).disambiguate).toBe(false);
    expect(summaryButtons({ ...person, placement: 'right', profile: true }).disambiguate).toBe(false);
    expect(summaryButtons({ ...person, placement: 'right', topic: true }).disambiguate).toBe(false);
  });

  it('offers Full Profile in the right pane only, and never to facultyWorks users', () => {
    const topic = { topic: true, facultyWorks: false, profile: false };
    expect(summaryButtons({ ...topic, placement: 'right' }).fullProfile).toBe(true);
    expect(summaryButtons({ ...topic, placement: 'documents' }).fullProfile).toBe(false);
    expect(summaryButtons({ ...topic, placement: 'insight' }).fullProfile).toBe(false);
    expect(summaryButtons({ ...topic, placement: 'right', profile: true }).fullProfile).toBe(false);
    expect(summaryButtons({ ...topic, placement: 'right', facultyWorks: true }).fullProfile).toBe(false);
  });
});
