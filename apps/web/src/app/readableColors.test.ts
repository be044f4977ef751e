import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, dimmedGrey, minContrast, readableColorsResolver } from './readableColors';
import { theme } from './theme';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const light = readableColorsResolver(merged).light;
const shadeOf = (variable: string | undefined) => Number(/-(\d)\)$/.exec(variable ?? '')?.[1]);

describe('readable colours of the light scheme', () => {
  it('dims text to a grey readable on white and on the light grey panels', () => {
    expect(light['--mantine-color-dimmed']).toBe(dimmedGrey);
    expect(contrastRatio(dimmedGrey, '#ffffff')).toBeGreaterThanOrEqual(minContrast);
    expect(contrastRatio(dimmedGrey, merged.colors.gray[1])).toBeGreaterThanOrEqual(minContrast);
  });

  it('writes form errors and placeholders in colours readable on white (red.6 and gray.5 were not)', () => {
    const errorShade = shadeOf(light['--mantine-color-error']);
    expect(contrastRatio(merged.colors.red[errorShade]!, '#ffffff')).toBeGreaterThanOrEqual(minContrast);
    expect(contrastRatio(merged.colors.red[6], '#ffffff')).toBeLessThan(minContrast);
    expect(light['--mantine-color-placeholder']).toBe(dimmedGrey);
  });

  it('fills the primary colour with indigo.7, white on it at 4.5:1 or more (indigo.6 was 4.3:1)', () => {
    expect(light['--mantine-color-indigo-filled']).toBe('var(--mantine-color-indigo-7)');
    expect(contrastRatio('#ffffff', merged.colors.indigo[6])).toBeLessThan(minContrast);
  });

  it('writes links in a shade readable on white, hovered rows (gray.1, gray.2) and a selected document (indigo.0)', () => {
    const link = merged.colors.indigo[shadeOf(light['--mantine-color-anchor'])]!;
    for (const background of ['#ffffff', merged.colors.gray[1], merged.colors.gray[2], merged.colors.indigo[0]])
      expect(contrastRatio(link, background), background).toBeGreaterThanOrEqual(minContrast);
    expect(contrastRatio(merged.colors.indigo[7], merged.colors.indigo[0])).toBeLessThan(minContrast);
  });

  it('gives white text 4.5:1 on every filled colour that has such a shade, and light badges 4.5:1', () => {
    for (const [name, shades] of Object.entries(merged.colors)) {
      const filled = shades[shadeOf(light[`--mantine-color-${name}-filled`])]!;
      if (contrastRatio('#ffffff', shades[9]) >= minContrast)
        expect(contrastRatio('#ffffff', filled), name).toBeGreaterThanOrEqual(minContrast);
      expect(contrastRatio(light[`--mantine-color-${name}-light-color`]!, shades[1]), name).toBeGreaterThanOrEqual(
        minContrast,
      );
    }
  });
});
