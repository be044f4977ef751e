import { describe, expect, it } from 'vitest';
import { answerEncoding } from './compressed-answers.js';

describe('answerEncoding', () => {
  it('prefers brotli, then gzip, and answers plain when neither is accepted', () => {
    expect(answerEncoding('gzip, deflate, br')).toBe('br');
    expect(answerEncoding('gzip')).toBe('gzip');
    expect(answerEncoding('deflate')).toBeUndefined();
    expect(answerEncoding(undefined)).toBeUndefined();
    expect(answerEncoding('identity')).toBeUndefined();
  });

  it('honours q=0 as a refusal and reads names case-insensitively, with spaces and weights', () => {
    expect(answerEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(answerEncoding('BR ; q=1.0')).toBe('br');
    expect(answerEncoding('gzip;q=0.0, br;q=0')).toBeUndefined();
    expect(answerEncoding('*')).toBe('gzip');
  });
});
