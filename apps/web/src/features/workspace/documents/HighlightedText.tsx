import { searchHits, type Markup } from '@quarry/contract';
import { Fragment, type CSSProperties } from 'react';
import { termColor } from '../terms';
import { entityKindLabel } from '../workspaceLabels';
import { isEntityMarkup, markupSegments } from './markupSegments';

const markStyle: CSSProperties = { color: 'inherit', padding: 0, borderRadius: 2 };
const termStyle: CSSProperties = { ...markStyle, backgroundColor: 'var(--mantine-color-yellow-3)' };
const entityStyle: CSSProperties = { ...markStyle, backgroundColor: 'var(--mantine-color-blue-1)' };
/** A hit of the free-text filter: orange, outlined, apart from the term colours. */
export const freeTextStyle: CSSProperties = {
  ...markStyle,
  backgroundColor: 'var(--mantine-color-orange-1)',
  outline: '1px solid var(--mantine-color-orange-7)',
};
/** Above search terms (2) and entities (1): the hits of the filter the user typed are what they look for. */
const FREE_TEXT_PRIORITY = 100;

/** A search term in its group's pale colour (yellow when the markup names none), underlined when Mandatory. */
function termStyleOf(markup: Markup): CSSProperties {
  const colour = markup.color ? termColor(markup.color) : undefined;
  return {
    ...termStyle,
    ...(colour && { backgroundColor: colour.pale }),
    ...(markup.mandatory && { boxShadow: `inset 0 -2px 0 ${colour?.strong ?? 'var(--mantine-color-yellow-7)'}` }),
  };
}

const freeTextMarkups = (text: string, words: readonly string[]): Markup[] =>
  searchHits(text, words).map((hit) => ({
    startIndex: hit.start,
    endIndex: hit.end,
    priority: FREE_TEXT_PRIORITY,
    mandatory: false,
    entities: [],
    text: text.slice(hit.start, hit.end),
  }));

const kindsOf = (markup: Markup): string => markup.entities.map((kind) => entityKindLabel[kind] ?? kind).join(', ');

/**
 * A title or abstract with its markups drawn as <mark>: search terms in their term group's colour (yellow without
 * one), mentioned entities light blue with their kinds as the title, the free-text filter's hits orange, outlined. The markups given are the ones to show; none
 * draws the plain text.
 */
export function HighlightedText({
  text,
  markups,
  freeTextWords = [],
}: {
  text: string;
  markups: readonly Markup[];
  /** The words of the free-text filter (searchWords): their hits are marked too, above the rest. */
  freeTextWords?: readonly string[];
}) {
  const hits = freeTextMarkups(text, freeTextWords);
  if (markups.length === 0 && hits.length === 0) return <>{text}</>;
  return (
    <>
      {markupSegments(text, [...markups, ...hits]).map(({ text: part, markup }, index) => {
        if (!markup) return <Fragment key={index}>{part}</Fragment>;
        if (markup.priority === FREE_TEXT_PRIORITY) {
          return (
            <mark key={index} data-markup="free-text" style={freeTextStyle}>
              {part}
            </mark>
          );
        }
        const entity = isEntityMarkup(markup);
        return (
          <mark
            key={index}
            data-markup={entity ? 'entity' : 'term'}
            title={entity ? kindsOf(markup) : undefined}
            style={entity ? entityStyle : termStyleOf(markup)}
          >
            {part}
          </mark>
        );
      })}
    </>
  );
}
