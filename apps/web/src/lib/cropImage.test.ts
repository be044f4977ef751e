import { describe, expect, it } from 'vitest';
import { pastedImage } from './cropImage';

describe('a pasted picture', () => {
  it('takes the first image among pasted files', () => {
    const files = [
      { type: 'text/plain', name: 'a' },
      { type: 'image/jpeg', name: 'b' },
      { type: 'image/png', name: 'c' },
    ];
    expect(pastedImage(files)?.name).toBe('b');
    expect(pastedImage([{ type: 'text/html' }])).toBeUndefined();
    expect(pastedImage([])).toBeUndefined();
  });
});
