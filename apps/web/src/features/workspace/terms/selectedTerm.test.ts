import { MAX_SELECTED_TERM_LENGTH } from '@quarry/contract';
import { describe, expect, it } from 'vitest';
import { selectedTerm } from './selectedTerm';

describe('the term of a selected text', () => {
  it('folds spaces and offers texts shorter than MAX_SELECTED_TERM_LENGTH only', () => {
    expect(selectedTerm('  cover\n  crops ')).toBe('cover crops');
    expect(selectedTerm('   ')).toBeNull();
    expect(selectedTerm('a'.repeat(MAX_SELECTED_TERM_LENGTH - 1))).toHaveLength(MAX_SELECTED_TERM_LENGTH - 1);
    expect(selectedTerm('a'.repeat(MAX_SELECTED_TERM_LENGTH))).toBeNull();
  });
});
