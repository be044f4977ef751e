import { describe, expect, it } from 'vitest';
import { greyTermColor, termColor, termColorValues } from './termColors';

describe('term-group colours', () => {
  it('gives each of the ten colours a strong and a pale variant, and grey to anything else', () => {
    expect(termColorValues).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    const colours = termColorValues.map(termColor);
    expect(new Set(colours.map((colour) => colour.strong)).size).toBe(10);
    expect(colours.every((colour) => colour !== greyTermColor && colour.strong !== colour.pale)).toBe(true);
    expect(termColor('0')).toBe(greyTermColor);
    expect(termColor('11')).toBe(greyTermColor);
    expect(termColor(undefined)).toBe(greyTermColor);
  });
});
