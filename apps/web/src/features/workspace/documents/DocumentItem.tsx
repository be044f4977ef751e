import { Anchor, Checkbox, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { WorkspaceDocument } from '@quarry/contract';
import { memo, useRef, useState } from 'react';
import type { DocumentEdits } from '../data/useDocumentEdits';
import type { DocumentMarkups } from '../data/workspaceQueries';
import type { Highlight } from '../state/filterSpec';
import { workspaceText } from '../workspaceLabels';
import { DocumentAuthors } from './DocumentAuthors';
import { DocumentIdentifiers, DocumentKeywordsAndTerms, DocumentSnippets } from './DocumentExtras';
import { footerLinks, snippetsBeyond } from './documentLinks';
import { itemParts, shownLevel, termSource, titleWeight, touchesOnToggle } from './documentItemView';
import { DocumentLabels } from './DocumentLabels';
import { DocumentReviewBar } from './DocumentReviewBar';
import { DocumentEditingMenu } from '../editing/DocumentEditingMenu';
import { DocumentImages } from './DocumentImages';
import { DocumentSources } from './DocumentSources';
import { useFreeTextWords } from './freeTextHits';
import { HighlightedText } from './HighlightedText';
import { OwnMarkups } from './OwnMarkups';
import { ByResearchersLabel, JournalListingMenu } from './ResearcherCues';
import { SECONDARY, onItemKeyDown } from './itemKeys';
import { visibleMarkups } from './markupSegments';

export interface ItemOptions {
  viewLevel: number;
  edits: DocumentEdits;
  knownLabels: readonly string[];
  /** The labels row of each item (the SHOW_DOCUMENT_LABELS setting, GET /api/about showDocumentLabels). */
  showLabels: boolean;
  topic: boolean;
  facultyWorks: boolean;
  /** May change the investigation (the policy's `work`): journal listings, undoing a merge. */
  editable: boolean;
  /** May review its documents (the policy's `screen`): vote, star, note, label, mark read. */
  reviewable: boolean;
  /** What the highlight mode marks in titles and abstracts. */
  highlight: Highlight;
  /** Selects or deselects a document for the bulk actions; without it the items have no checkbox. */
  onToggleSelect?: (id: number) => void;
  /** Omnipotent users in their own investigation: each item's menu offers Edit and Upload Full Text. */
  documentEditing?: boolean;
  /** The path of a document's uploaded full text (View PDF); without it View PDF opens the full-text URL. */
  fullTextHref?: (documentId: number) => string;
}

/**
 * One result (doc 2 §2): the title (bold while unread; clicking it opens the item at All Details, which marks it
 * read), the review controls (and, for omnipotent users, the menu with Edit and Upload Full Text), and by view
 * level: authors, details, abstract, note and labels (Preview, 1+); keywords and the search terms found (Extended,
 * 2+); each author's affiliations, the identifiers, the records a merged document is made of, the whole abstract and
 * the snippets (All Details, 3+); the document's cover and abstract images where it has any (All Details + Images,
 * 4, omnipotent users). The links: Visit Website (the landing page), a DOI below All Details when the document's url
 * is only its DOI, View PDF (the uploaded full text, or the full-text URL). FacultyWorks users see the researcher cues
 * from Preview: the by-researchers label, each author's cue, the journal coloured by its listing with its colour menu.
 * Title and abstract show the markups the highlight mode selects (none until they are loaded). In the user's own
 * investigation a checkbox selects the item for the bulk actions. The title is the item's one Tab stop; the arrow
 * keys reach its other controls (itemKeys), and the screening shortcuts click them (data-shortcut).
 */
export const DocumentItem = memo(function DocumentItem({
  document,
  markups,
  options,
  selected = false,
}: {
  document: WorkspaceDocument;
  markups: DocumentMarkups | undefined;
  options: ItemOptions;
  /** Selected for the bulk actions. */
  selected?: boolean;
}) {
  const { viewLevel, edits, topic, facultyWorks, editable, reviewable, highlight, onToggleSelect } = options;
  const [open, setOpen] = useState(false);
  const freeTextWords = useFreeTextWords();
  const title = useRef<HTMLParagraphElement>(null);
  const titleButton = useRef<HTMLButtonElement>(null);
  const level = shownLevel(viewLevel, open);
  const parts = itemParts(document, viewLevel, open, facultyWorks);
  const uploadedFullText = document.hasFullText ? options.fullTextHref?.(document.id) : undefined;
  const toggleOpen = () => {
    // Selecting words of the title (to add them as a term) does not open the item.
    const selection = window.getSelection();
    if (selection && !selection.isCollapsed && title.current?.contains(selection.anchorNode)) return;
    setOpen(!open);
    if (touchesOnToggle(open, reviewable)) void edits.touch(document);
  };
  const touch = () => reviewable && void edits.touch(document);
  // What the markups call adds at a level: the terms found (2+) and snippets (3+).
  const extras = (decorations: DocumentMarkups | undefined) => (
    <>
      {parts.extended && <DocumentKeywordsAndTerms keywords={parts.keywords} terms={decorations?.terms ?? []} />}
      {parts.allDetails && (
        <DocumentSnippets
          snippets={snippetsBeyond(decorations?.snippets ?? [], document.abstract)}
          highlight={highlight}
        />
      )}
    </>
  );
  return (
    <Paper
      withBorder
      p="sm"
      radius="sm"
      data-testid="document-item"
      data-document-id={document.id}
      data-selected={selected}
      bg={selected ? 'indigo.0' : undefined}
      onKeyDown={(event) => onItemKeyDown(event, titleButton.current)}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
          <Group gap="xs" wrap="nowrap" align="flex-start" miw={0}>
            {onToggleSelect && (
              <Checkbox
                mt={4}
                size="xs"
                checked={selected}
                onChange={() => onToggleSelect(document.id)}
                aria-label={workspaceText.selectDocument(document.title)}
                data-testid="document-select"
                {...SECONDARY}
              />
            )}
            <UnstyledButton
              ref={titleButton}
              onClick={toggleOpen}
              aria-expanded={open}
              aria-keyshortcuts="Enter"
              data-shortcut="open"
              miw={0}
            >
              <Text
                fw={titleWeight(document)}
                c="indigo.9"
                ref={title}
                data-testid="document-title"
                data-read={document.touched}
                {...termSource(topic)}
              >
                <HighlightedText
                  text={document.title}
                  markups={visibleMarkups(markups?.title ?? [], highlight)}
                  freeTextWords={freeTextWords}
                />
              </Text>
            </UnstyledButton>
          </Group>
          <Group gap={4} wrap="nowrap">
            <DocumentReviewBar document={document} edits={edits} votes={topic} reviewable={reviewable} />
            {options.documentEditing && <DocumentEditingMenu document={document} targetProps={SECONDARY} />}
          </Group>
        </Group>
        {parts.preview && (
          <DocumentAuthors
            authors={document.authors}
            limit={parts.authorLimit}
            affiliations={parts.allDetails}
            freeTextWords={freeTextWords}
            cues={parts.researcherCues}
          />
        )}
        {parts.researcherCues && <ByResearchersLabel value={document.byTheResearchers} />}
        {parts.journalListing ? (
          <Text size="xs" c="dimmed" data-testid="document-details">
            <JournalListingMenu {...parts.journalListing} editable={editable} />
            {parts.details.map((detail) => ` · ${detail}`).join('')}
          </Text>
        ) : (
          parts.details.length > 0 && (
            <Text size="xs" c="dimmed" data-testid="document-details">
              {parts.details.join(' · ')}
            </Text>
          )
        )}
        {parts.allDetails && <DocumentIdentifiers identifiers={document.identifiers} onOpen={touch} />}
        {parts.sources && <DocumentSources document={document} editable={editable} />}
        {parts.images && <DocumentImages document={document} />}
        {parts.abstract && (
          <Text size="sm" lineClamp={parts.abstractLines} data-testid="document-abstract" {...termSource(topic)}>
            <HighlightedText
              text={document.abstract ?? ''}
              markups={visibleMarkups(markups?.abstract ?? [], highlight)}
              freeTextWords={freeTextWords}
            />
          </Text>
        )}
        {parts.ownMarkups ? <OwnMarkups documentId={document.id}>{extras}</OwnMarkups> : extras(markups)}
        {parts.note && (
          <Text size="sm" c="indigo.8" fs="italic" data-testid="document-note">
            {document.note}
          </Text>
        )}
        {parts.preview && (
          <DocumentLabels
            showLabels={options.showLabels}
            document={document}
            edits={edits}
            knownLabels={options.knownLabels}
            ownership={!topic}
            faculty={facultyWorks}
            editable={reviewable}
          />
        )}
        <Group gap="md">
          {footerLinks(document, level, uploadedFullText).map((link) => (
            <Anchor
              key={link.kind}
              href={link.href}
              target="_blank"
              rel="noreferrer"
              size="sm"
              data-testid={`document-link-${link.kind}`}
              onClick={link.kind === 'pdf' ? undefined : touch}
              {...SECONDARY}
            >
              {link.label}
            </Anchor>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
});
