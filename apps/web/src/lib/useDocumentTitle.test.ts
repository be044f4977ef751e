import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { documentTitle, useDocumentTitle } from './useDocumentTitle';

describe('document titles', () => {
  it('reads "<screen> · Quarry", or just Quarry for a blank screen name', () => {
    expect(documentTitle('Sign In')).toBe('Sign In · Quarry');
    expect(documentTitle('  soil carbon ')).toBe('soil carbon · Quarry');
    expect(documentTitle('  ')).toBe('Quarry');
  });

  it('sets the tab title and follows a change of name', () => {
    const { rerender } = renderHook(({ screen }) => useDocumentTitle(screen), {
      initialProps: { screen: 'Investigations' },
    });
    expect(document.title).toBe('Investigations · Quarry');
    rerender({ screen: 'Peat bogs' });
    expect(document.title).toBe('Peat bogs · Quarry');
  });
});
