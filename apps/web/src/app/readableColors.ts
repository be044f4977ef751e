import { darken, luminance, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** 5.2:1 on white and 4.7:1 on gray.1: a shade darker than Mantine's dimmed (gray.6), same hue. */
export const dimmedGrey = '#666d75';

/** WCAG AA for normal text. */
export const minContrast = 4.5;

export const contrastRatio = (a: string, b: string): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

const toHex = (rgba: string): string =>
  `#${(rgba.match(/\d+/g) ?? [])
    .slice(0, 3)
    .map((channel) => Number(channel).toString(16).padStart(2, '0'))
    .join('')}`;

/** The first shade from `from` on whose fill white text is readable (the darkest when none is). */
export function readableFilledShade(shades: MantineColorsTuple, from: number): number {
  for (let shade = from; shade < shades.length; shade += 1)
    if (contrastRatio('#ffffff', shades[shade]!) >= minContrast) return shade;
  return shades.length - 1;
}

/** The first shade from `from` readable as text on every one of `backgrounds` (the darkest when none is). */
export function readableTextShade(shades: MantineColorsTuple, from: number, backgrounds: readonly string[]): number {
  for (let shade = from; shade < shades.length; shade += 1)
    if (backgrounds.every((background) => contrastRatio(shades[shade]!, background) >= minContrast)) return shade;
  return shades.length - 1;
}

/**
 * The text colour of a light badge or alert and of a subtle button (shade 9 on shade 1, or on shade 2 while hovered
 * or its menu is open), darkened just enough to be readable on both.
 */
export function readableLightText(shades: MantineColorsTuple): string {
  let text = shades[9];
  for (let amount = 0.05; contrastRatio(text, shades[2]) < minContrast && amount < 1; amount += 0.05)
    text = toHex(darken(shades[9], amount));
  return text;
}

/**
 * Light-scheme colours that pass axe-core's contrast check, for every palette at once: the dimmed grey
 * (Mantine's gray.6 is 3.3:1 on white), form error text (red.6 is 3.3:1), placeholders (gray.5 is 2.1:1),
 * filled buttons (white on indigo.6 is 4.3:1), light badges, and links (indigo.7 is 4.45:1 on a selected
 * document's indigo.0 and 4.48:1 on a hovered row's gray.1).
 */
export const readableColorsResolver: CSSVariablesResolver = (theme) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': dimmedGrey,
    '--mantine-color-placeholder': dimmedGrey,
    '--mantine-color-error': `var(--mantine-color-red-${readableFilledShade(theme.colors.red, 6)})`,
  };
  const primaryShade = typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade.light;
  const primary = theme.colors[theme.primaryColor]!;
  const linkBackgrounds = ['#ffffff', theme.colors.gray[1], theme.colors.gray[2], primary[0]];
  light['--mantine-color-anchor'] =
    `var(--mantine-color-${theme.primaryColor}-${readableTextShade(primary, primaryShade, linkBackgrounds)})`;
  for (const [name, shades] of Object.entries(theme.colors)) {
    if (!shades) continue;
    const filled = readableFilledShade(shades, primaryShade);
    light[`--mantine-color-${name}-filled`] = `var(--mantine-color-${name}-${filled})`;
    light[`--mantine-color-${name}-filled-hover`] = `var(--mantine-color-${name}-${Math.min(filled + 1, 9)})`;
    light[`--mantine-color-${name}-light-color`] = readableLightText(shades);
  }
  return { variables: {}, light, dark: {} };
};
