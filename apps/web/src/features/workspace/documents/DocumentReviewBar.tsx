import { ActionIcon, Badge, Group, Text, Tooltip } from '@mantine/core';
import type { WorkspaceDocument } from '@quarry/contract';
import { useState } from 'react';
import { nextRelevancy } from '../data/documentEdits';
import type { DocumentEdits } from '../data/useDocumentEdits';
import { InsightIcon, NoteIcon, StarIcon, ThumbDownIcon, ThumbUpIcon } from '../../../components/icons';
import { useOpenInsight } from '../insightOpener';
import { workspaceText } from '../workspaceLabels';
import { SECONDARY } from './itemKeys';
import { NoteDialog } from './NoteDialog';

interface ReviewBarProps {
  document: WorkspaceDocument;
  edits: DocumentEdits;
  /** Relevant and Irrelevant are offered only in Topic investigations (doc 2 §4). */
  votes: boolean;
  /** May vote, star and note (the policy's `screen`); others (a viewer) read the relevancy and star instead. */
  reviewable: boolean;
}

/** What a reader who may not review sees of a document's review: its relevancy and star, as text. */
function ReviewState({ document, votes }: { document: WorkspaceDocument; votes: boolean }) {
  return (
    <Group gap={4} wrap="nowrap" data-testid="review-state">
      {votes && document.relevancy !== 'Neutral' && (
        <Badge variant="light" color={document.relevancy === 'Relevant' ? 'green' : 'red'} tt="none">
          {document.relevancy === 'Relevant' ? workspaceText.relevant : workspaceText.irrelevant}
        </Badge>
      )}
      {document.starred && (
        <Text span c="yellow.8" role="img" aria-label={workspaceText.starred} lh={0}>
          <StarIcon filled />
        </Text>
      )}
    </Group>
  );
}

/** Relevancy, star and note of one document; clicking the current relevancy resets it to Neutral. */
export function DocumentReviewBar({ document, edits, votes, reviewable }: ReviewBarProps) {
  const openInsight = useOpenInsight();
  const [noteOpen, setNoteOpen] = useState(false);
  if (!reviewable) return <ReviewState document={document} votes={votes} />;
  const vote = (clicked: 'Relevant' | 'Irrelevant') =>
    void edits.setRelevancy(document, nextRelevancy(document.relevancy, clicked));
  return (
    <Group gap={4} wrap="nowrap">
      {votes && (
        <>
          <Tooltip label={workspaceText.relevant}>
            <ActionIcon
              variant={document.relevancy === 'Relevant' ? 'filled' : 'subtle'}
              color={document.relevancy === 'Relevant' ? 'green' : 'gray'}
              aria-label={workspaceText.relevant}
              aria-keyshortcuts="r"
              data-shortcut="relevant"
              {...SECONDARY}
              aria-pressed={document.relevancy === 'Relevant'}
              onClick={() => vote('Relevant')}
            >
              <ThumbUpIcon />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={workspaceText.irrelevant}>
            <ActionIcon
              variant={document.relevancy === 'Irrelevant' ? 'filled' : 'subtle'}
              color={document.relevancy === 'Irrelevant' ? 'red' : 'gray'}
              aria-label={workspaceText.irrelevant}
              aria-keyshortcuts="i"
              data-shortcut="irrelevant"
              {...SECONDARY}
              aria-pressed={document.relevancy === 'Irrelevant'}
              onClick={() => vote('Irrelevant')}
            >
              <ThumbDownIcon />
            </ActionIcon>
          </Tooltip>
        </>
      )}
      <Tooltip label={document.starred ? workspaceText.unstar : workspaceText.star}>
        <ActionIcon
          variant="subtle"
          color={document.starred ? 'yellow' : 'gray'}
          aria-label={workspaceText.star}
          aria-keyshortcuts="s"
          data-shortcut="star"
          {...SECONDARY}
          aria-pressed={document.starred}
          onClick={() => void edits.setStarred(document, !document.starred)}
        >
          <StarIcon filled={document.starred} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={document.note ? workspaceText.editNote : workspaceText.addNote}>
        <ActionIcon
          variant={document.note ? 'light' : 'subtle'}
          color={document.note ? 'indigo' : 'gray'}
          aria-label={workspaceText.note}
          aria-keyshortcuts="n"
          data-shortcut="note"
          {...SECONDARY}
          onClick={() => setNoteOpen(true)}
        >
          <NoteIcon />
        </ActionIcon>
      </Tooltip>
      {openInsight && (
        <Tooltip label={workspaceText.addInsightAbout}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`${workspaceText.addInsight}: ${document.title}`}
            {...SECONDARY}
            onClick={() =>
              openInsight({
                type: 'Document',
                title: document.title,
                referencedObject: String(document.id),
                referencedEntity: document.title,
              })
            }
          >
            <InsightIcon />
          </ActionIcon>
        </Tooltip>
      )}
      {noteOpen && (
        <NoteDialog
          note={document.note}
          onSave={(note) => {
            if (note !== (document.note ?? '')) void edits.setNote(document, note);
          }}
          onClose={() => setNoteOpen(false)}
        />
      )}
    </Group>
  );
}
