import { describe, expect, it } from 'vitest';
import { answerEncoding, isLocalClient } from './compressed-answers.js';

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

describe('isLocalClient', () => {
  const from = (remoteAddress: string, headers: Record<string, string> = {}) => isLocalClient({ headers, socket: { remoteAddress } as never });

  it('is a direct connection from this machine, IPv4 or IPv6', () => {
    expect(from('127.0.0.1')).toBe(true);
    expect(from('127.0.1.1')).toBe(true);
    expect(from('::1')).toBe(true);
    expect(from('::ffff:127.0.0.1')).toBe(true);
  });

  it('is not another machine, nor a request a proxy on this machine forwards, nor one without a socket (an injected upgrade)', () => {
    expect(isLocalClient({ headers: {}, socket: undefined as never })).toBe(false);
    expect(from('192.168.1.20')).toBe(false);
    expect(from('::ffff:10.0.0.3')).toBe(false);
    expect(from('1270::1')).toBe(false);
    expect(from('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).toBe(false);
    expect(from('::1', { forwarded: 'for=203.0.113.9' })).toBe(false);
  });
});
