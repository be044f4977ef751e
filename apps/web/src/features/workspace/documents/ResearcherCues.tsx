import { Badge, Menu, Text, UnstyledButton } from '@mantine/core';
import { journalLists, nextJournalList, type JournalList, type WorkspaceDocument } from '@quarry/contract';
import { workspaceText } from '../workspaceLabels';
import { SECONDARY } from './itemKeys';
import { journalColour } from './journalListing';
import { useJournalListing } from './useJournalListing';

const text = workspaceText.researcherCues;
const plainCase = { textTransform: 'none' } as const;

/** The by-researchers label of a facultyWorks user's document (doc 2 §6); none while no researcher is configured. */
export function ByResearchersLabel({ value }: { value: boolean | null | undefined }) {
  if (value == null) return null;
  return (
    <Badge
      size="sm"
      variant={value ? 'light' : 'outline'}
      color={value ? 'teal' : 'gray'}
      style={plainCase}
      data-testid="by-researchers"
      data-by-researchers={value}
    >
      {value ? text.byTheResearchers : text.notByTheResearchers}
    </Badge>
  );
}

/** An author's researcher cue after the name (doc 2 §6): compatible, or inactive — in words, not by colour only. */
export function AuthorCue({ author }: { author: WorkspaceDocument['authors'][number] }) {
  if (!author.compatible) return null;
  const inactive = author.inactive === true;
  return (
    <Text
      span
      size="xs"
      fw={600}
      c={inactive ? 'orange.9' : 'teal.9'}
      title={inactive ? text.inactiveTitle : text.compatibleTitle}
      data-testid="author-cue"
      data-cue={inactive ? 'inactive' : 'compatible'}
    >
      {` (${inactive ? text.inactive : text.compatible})`}
    </Text>
  );
}

/**
 * The journal of a facultyWorks user's document, coloured by its B&W listing and saying it (publisher colouring);
 * in the user's own investigation a menu changes the listing: the next colour of the cycle WHITELIST → NONE →
 * BLACKLIST, or any of the three.
 */
export function JournalListingMenu({
  journal,
  listing,
  editable,
}: {
  journal: string;
  listing: JournalList;
  editable: boolean;
}) {
  const { relist, busy } = useJournalListing();
  const name = (
    <Text span size="xs" c={journalColour(listing) ?? 'dimmed'} fw={listing === 'NONE' ? undefined : 600}>
      {journal}
      {listing !== 'NONE' && ` (${text.listing[listing]})`}
    </Text>
  );
  if (!editable)
    return (
      <span data-testid="document-journal" data-listing={listing}>
        {name}
      </span>
    );
  const next = nextJournalList(listing);
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <UnstyledButton
          aria-label={text.journalMenu(journal, text.listing[listing])}
          data-testid="document-journal"
          data-listing={listing}
          disabled={busy}
          {...SECONDARY}
        >
          {name}
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => relist(journal, next)} data-testid="journal-next-colour">
          {text.nextColour(text.listing[next])}
        </Menu.Item>
        <Menu.Divider />
        {journalLists.map((list) => (
          <Menu.CheckboxItem
            key={list}
            checked={list === listing}
            c={journalColour(list)}
            onChange={() => list !== listing && relist(journal, list)}
          >
            {text.listing[list]}
          </Menu.CheckboxItem>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
