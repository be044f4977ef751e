import { describe, expect, it } from 'vitest';
import { late } from './late.js';

describe('a late service', () => {
  it('answers the service once connected, and says which one was called too early', () => {
    const hub = late<{ ping(): string }>('the realtime hub');
    expect(() => hub.get()).toThrow('the realtime hub was called before the ready phase connected it');
    hub.connect({ ping: () => 'pong' });
    expect(hub.get().ping()).toBe('pong');
  });

  it('refuses a second connection, which would leave the first callers on another service', () => {
    const terms = late<object>('the terms service');
    terms.connect({});
    expect(() => terms.connect({})).toThrow('the terms service is connected twice');
  });
});
