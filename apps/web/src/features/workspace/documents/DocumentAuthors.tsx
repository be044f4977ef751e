import { Anchor, Box, Text } from '@mantine/core';
import type { WorkspaceDocument } from '@quarry/contract';
import { Fragment, useState, type ReactNode } from 'react';
import { useShowAuthor } from '../state/workspaceContext';
import { workspaceText } from '../workspaceLabels';
import { hasAuthorToggle, visibleAuthors } from './documentFormat';
import { HighlightedText } from './HighlightedText';
import { AuthorCue } from './ResearcherCues';
import { SECONDARY } from './itemKeys';

type Authors = Readonly<WorkspaceDocument['authors']>;

/**
 * The authors of an item: the first `limit`, with View All / View Less when there are more than limit + 2. In one
 * line of names, or (All Details) one author a line with their affiliations; for facultyWorks users each with its
 * researcher cue.
 */
export function DocumentAuthors({
  authors,
  limit,
  affiliations = false,
  freeTextWords = [],
  cues = false,
}: {
  authors: Authors;
  limit: number;
  affiliations?: boolean;
  /** facultyWorks users: each author's researcher cue after the name. */
  cues?: boolean;
  /** The words of the free-text filter: their hits in the names are marked. */
  freeTextWords?: readonly string[];
}) {
  const [expanded, setExpanded] = useState(false);
  if (!authors.length) return null;
  const shown = visibleAuthors(authors, limit, expanded);
  const toggle = hasAuthorToggle(authors.length, limit) && (
    <Anchor component="button" type="button" size="sm" onClick={() => setExpanded(!expanded)} {...SECONDARY}>
      {expanded ? workspaceText.viewLess : workspaceText.viewAll}
    </Anchor>
  );
  if (affiliations) {
    return (
      <AuthorsWithAffiliations
        authors={shown}
        toggle={toggle}
        more={!expanded && shown.length < authors.length}
        words={freeTextWords}
        cues={cues}
      />
    );
  }
  return (
    <Text size="sm" c="dark.4" data-testid="document-authors">
      {shown.map((author, index) => (
        <Fragment key={`${author.id}-${index}`}>
          {index > 0 && ', '}
          <AuthorName author={author} words={freeTextWords} />
          {cues && <AuthorCue author={author} />}
        </Fragment>
      ))}
      {toggle && (
        <>
          {expanded ? ' ' : '… '}
          {toggle}
        </>
      )}
    </Text>
  );
}

function AuthorsWithAffiliations({
  authors,
  toggle,
  more,
  words,
  cues,
}: {
  authors: Authors;
  toggle: ReactNode;
  more: boolean;
  words: readonly string[];
  cues: boolean;
}) {
  return (
    <Box data-testid="document-authors">
      <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {authors.map((author, index) => (
          <Text component="li" size="sm" c="dark.4" key={`${author.id}-${index}`} data-testid="document-author">
            <AuthorName author={author} strong words={words} />
            {cues && <AuthorCue author={author} />}
            {author.affiliations.length > 0 && (
              <Text span size="sm" c="dimmed" data-testid="author-affiliations">
                {' — '}
                {author.affiliations.join('; ')}
              </Text>
            )}
          </Text>
        ))}
      </Box>
      {toggle && (
        <Text size="sm" c="dark.4">
          {more ? '… ' : ''}
          {toggle}
        </Text>
      )}
    </Box>
  );
}

/** An author's name: a click shows their summary in the right pane (doc 2 §2). */
function AuthorName({
  author,
  strong = false,
  words,
}: {
  author: Authors[number];
  strong?: boolean;
  words: readonly string[];
}) {
  const showAuthor = useShowAuthor();
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      c={strong ? 'dark.6' : 'dark.4'}
      fw={strong ? 500 : undefined}
      underline="hover"
      onClick={() => showAuthor({ personId: author.id, name: author.name })}
      data-testid="author-name"
      {...SECONDARY}
    >
      <HighlightedText text={author.name} markups={[]} freeTextWords={words} />
    </Anchor>
  );
}
