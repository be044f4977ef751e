import { describe, expect, it } from 'vitest';
import { safeRedirectTarget, signInPathFor } from './redirectTarget';

describe('signInPathFor', () => {
  it('encodes the whole target path into the redirect query', () => {
    expect(signInPathFor('/investigations')).toBe('/sign-in?redirect=%2Finvestigations');
    expect(signInPathFor('/investigations?highlight=3')).toBe('/sign-in?redirect=%2Finvestigations%3Fhighlight%3D3');
  });
});

describe('safeRedirectTarget', () => {
  it('keeps same-origin paths with their search and hash', () => {
    expect(safeRedirectTarget('/investigations')).toBe('/investigations');
    expect(safeRedirectTarget('/investigations?highlight=3#investigation-table')).toBe(
      '/investigations?highlight=3#investigation-table',
    );
  });

  it('falls back to / when there is no target', () => {
    expect(safeRedirectTarget(null)).toBe('/');
    expect(safeRedirectTarget(undefined)).toBe('/');
    expect(safeRedirectTarget('')).toBe('/');
  });

  it('refuses anything that could leave the site', () => {
    for (const target of [
      'https://evil.example/',
      'http://evil.example',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'investigations',
      '/\tevil',
      '/\t/evil.example',
      ' /investigations',
    ]) {
      expect(safeRedirectTarget(target)).toBe('/');
    }
  });
});
