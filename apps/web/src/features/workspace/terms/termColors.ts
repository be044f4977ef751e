import { TERM_GROUP_COLORS } from '@quarry/contract';

/** One term-group colour: the strong variant marks the group and its terms, the pale one fills the term chips. */
export interface TermColor {
  strong: string;
  pale: string;
}

/**
 * The ten term-group colours, '1' to '10' (doc 2 §9), each with a strong and a pale variant. The first (the
 * default group's) is the yellow search terms are highlighted with.
 */
const palette: readonly TermColor[] = [
  { strong: '#f08c00', pale: '#ffe066' },
  { strong: '#1c7ed6', pale: '#a5d8ff' },
  { strong: '#2f9e44', pale: '#b2f2bb' },
  { strong: '#d6336c', pale: '#fcc2d7' },
  { strong: '#7048e8', pale: '#d0bfff' },
  { strong: '#e8590c', pale: '#ffd8a8' },
  { strong: '#1098ad', pale: '#99e9f2' },
  { strong: '#e03131', pale: '#ffc9c9' },
  { strong: '#66a80f', pale: '#d8f5a2' },
  { strong: '#ae3ec9', pale: '#eebefa' },
];

/** The grey of a colour that is not one of the ten, and of terms left out of the search. */
export const greyTermColor: TermColor = { strong: '#868e96', pale: '#e9ecef' };

/** The colour values a group can take, '1' … '10'. */
export const termColorValues: readonly string[] = Array.from({ length: TERM_GROUP_COLORS }, (_, index) =>
  String(index + 1),
);

/** The colour of a group's colour value ('1' … '10'); anything else is the grey default. */
export function termColor(color: string | undefined): TermColor {
  const index = Number(color);
  return Number.isInteger(index) && index >= 1 && index <= palette.length ? palette[index - 1]! : greyTermColor;
}
