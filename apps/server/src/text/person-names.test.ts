import { describe, expect, it } from 'vitest';
import { nameKey, namesCompatible, normalizeName, toFirstLast } from './person-names.js';

describe('person names', () => {
  it.each([
    ['Smith, John A.', 'john a smith'],
    ['John A. Smith', 'john a smith'],
    ['Jérôme Lévy-Bruhl', 'jerome levy bruhl'],
    ['Smith JA', 'j a smith'],
    ['WANG Wei', 'wei wang'],
    ['Ludwig van Beethoven', 'ludwig beethoven'],
    ['Smith, Jr., John', 'john smith'],
    ['Łukasz Żuk', 'lukasz zuk'],
  ])('normalizes %s to "%s"', (name, normalized) => {
    expect(normalizeName(name)).toBe(normalized);
  });

  it('turns "Last, First" around for display', () => {
    expect(toFirstLast('Puig i Serra, Marta')).toBe('Marta Puig i Serra');
    expect(toFirstLast('Smith, Jr., John')).toBe('John Smith Jr.');
    expect(toFirstLast('Jane   Doe')).toBe('Jane Doe');
  });

  it('keys names by last surname word and first initial', () => {
    expect(nameKey('John A. Smith')).toBe('smith_j');
    expect(nameKey('Smith, J.')).toBe('smith_j');
    expect(nameKey('Gabriel García Márquez')).toBe('marquez_g');
    expect(nameKey('García-Márquez, Gabriel')).toBe('marquez_g');
    expect(nameKey('Beethoven, Ludwig van')).toBe(nameKey('Ludwig van Beethoven'));
  });

  it.each([
    ['J. Smith', 'John Smith', true],
    ['John Smith', 'John A. Smith', true],
    ['J. Smith', 'John A. Smith', true],
    ['Smith, John', 'John Smith', true],
    ['Smith JA', 'John A. Smith', true],
    ['Müller, Hans', 'Hans Muller', true],
    ['Jean-Pierre Dupont', 'J.-P. Dupont', true],
    ['Jean-Pierre Dupont', 'Jean Dupont', true],
    ['Gabriel García Márquez', 'García-Márquez, Gabriel', true],
    ['Gabriel García Márquez', 'G. Márquez', true],
    ['Anna Smith-Jones', 'Anna Smith', true],
    ['Ludwig van Beethoven', 'L. Beethoven', true],
    ['John Smith', 'Jane Smith', false],
    ['J. Smith', 'J. Smyth', false],
    ['John A. Smith', 'John B. Smith', false],
    ['Jean-Pierre Dupont', 'Jacques Dupont', false],
    ['Anna Smith-Jones', 'Anna Jones-Brown', false],
  ])('%s ~ %s: %s', (a, b, compatible) => {
    expect(namesCompatible(a, b)).toBe(compatible);
    expect(namesCompatible(b, a)).toBe(compatible);
  });
});
