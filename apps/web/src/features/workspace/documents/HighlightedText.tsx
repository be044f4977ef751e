import type { Markup } from '@quarry/contract';
import { Fragment, type CSSProperties } from 'react';
import { termColor } from '../terms';
import { entityKindLabel } from '../workspaceLabels';
import { isEntityMarkup, markupSegments } from './markupSegments';

const markStyle: CSSProperties = { color: 'inherit', padding: 0, borderRadius: 2 };
const termStyle: CSSProperties = { ...markStyle, backgroundColor: 'var(--mantine-color-yellow-3)' };
const entityStyle: CSSProperties = { ...markStyle, backgroundColor: 'var(--mantine-color-blue-1)' };

/** A search term in its group's pale colour (yellow when the markup names none), underlined when Mandatory. */
function termStyleOf(markup: Markup): CSSProperties {
  const colour = markup.color ? termColor(markup.color) : undefined;
  return {
    ...termStyle,
    ...(colour && { backgroundColor: colour.pale }),
    ...(markup.mandatory && { boxShadow: `inset 0 -2px 0 ${colour?.strong ?? 'var(--mantine-color-yellow-7)'}` }),
  };
}

const kindsOf = (markup: Markup): string => markup.entities.map((kind) => entityKindLabel[kind] ?? kind).join(', ');

/**
 * A title or abstract with its markups drawn as <mark>: search terms in their term group's colour (yellow without
 * one), mentioned entities light blue with their kinds as the title. The markups given are the ones to show; none
 * draws the plain text.
 */
export function HighlightedText({ text, markups }: { text: string; markups: readonly Markup[] }) {
  if (markups.length === 0) return <>{text}</>;
  return (
    <>
      {markupSegments(text, markups).map(({ text: part, markup }, index) => {
        if (!markup) return <Fragment key={index}>{part}</Fragment>;
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
