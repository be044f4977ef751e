import { Alert, Code, Radio, Stack, Tabs, Text } from '@mantine/core';
import {
  documentDialogPagesFor,
  documentTypes,
  type DocumentDialogPage,
  type DocumentImageKind,
  type WorkspaceDocument,
} from '@quarry/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AppDialog } from '../../../components/dialog';
import { usePicture, type PictureState } from '../../../components/image';
import { useWorkspace } from '../state/workspaceContext';
import { AuthorsPage, BulkAuthorsPage } from './AuthorsPages';
import { DetailsPage } from './DetailsPage';
import { reloadAfterSave } from './documentCalls';
import { pageKey, pageOfField, type DocumentFiles } from './documentFiles';
import { applyBulkAuthors, blankForm, createOverwrites, formFromDocument, formIssues } from './documentForm';
import { editingText } from './editingLabels';
import { HistoryPage } from './HistoryPage';
import { ImagePage } from './ImagePage';
import { keptImage, saveDocument, type CroppedPicture, type ImageChoice, type SaveOutcome } from './saveDocument';

interface DocumentDialogProps {
  /** The document edited; without it the dialog creates one. */
  document?: WorkspaceDocument;
  onClose: () => void;
}

type Failure = Extract<SaveOutcome, { ok: false }>;

/** Quarry's own page after the spec's, while editing: the document's edits and their undo. */
const HISTORY = 'history';

const cropped = ({ source, area }: PictureState): CroppedPicture | null => (source && area ? { source, area } : null);

/**
 * The Document dialog (doc 2 §4, §5; omnipotent users): its pages (editing drops Document Type), every rule's
 * message as the user types with Save disabled while any shows, then the create (or the changed fields only), the
 * images and the full text; after a save the workspace reloads its data so the document shows at once.
 */
export function DocumentDialog({ document, onClose }: DocumentDialogProps) {
  const { investigation, apiType } = useWorkspace();
  const queryClient = useQueryClient();
  const [initial, setInitial] = useState(() => (document ? formFromDocument(document) : blankForm()));
  const [form, setForm] = useState(initial);
  // Once created, a failed later step (an image, the full text) leaves the dialog editing the new document.
  const [documentId, setDocumentId] = useState(document?.id);
  const pages = documentDialogPagesFor(documentId === undefined);
  const [page, setPage] = useState<DocumentDialogPage | typeof HISTORY>(pages[0]!);
  const [images, setImages] = useState<Record<DocumentImageKind, ImageChoice>>({
    cover: { ...keptImage, journalImage: Boolean(document && document.journalImage) },
    abstract: keptImage,
  });
  const pictures = { cover: usePicture(), abstract: usePicture() };
  const [fullTextFile, setFullTextFile] = useState<File | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const issues = formIssues(form, fullTextFile !== null);
  const marked = new Set(issues.map((issue) => pageOfField[issue.field]));
  const files: DocumentFiles = document ?? {};

  const turnPage = (next: string | null) => {
    const nextPage = next === HISTORY ? HISTORY : pages.find((name) => pageKey(name) === next);
    if (!nextPage) return;
    if (page === 'Authors in Bulk') setForm(applyBulkAuthors);
    setPage(nextPage);
  };
  const chooseImage = (kind: DocumentImageKind) => (update: (choice: ImageChoice) => ImageChoice) =>
    setImages((current) => ({ ...current, [kind]: update(current[kind]) }));

  const save = async () => {
    if (saving || issues.length > 0) return;
    setSaving(true);
    setFailure(null);
    const saved = applyBulkAuthors(form);
    const outcome = await saveDocument({
      where: { apiType, id: investigation.id },
      documentId,
      initial,
      form: saved,
      images: {
        cover: { ...images.cover, picture: cropped(pictures.cover) },
        abstract: { ...images.abstract, picture: cropped(pictures.abstract) },
      },
      storedImages: { cover: Boolean(files.coverImageId), abstract: Boolean(files.abstractImageId) },
      fullTextFile,
    });
    setSaving(false);
    if (outcome?.documentId !== undefined)
      void reloadAfterSave(queryClient, investigation.id, documentId === undefined);
    if (!outcome) return;
    if (outcome.ok) return onClose();
    setFailure(outcome);
    if (outcome.documentId !== undefined) {
      setDocumentId(outcome.documentId);
      setInitial(saved);
      setForm(saved);
      if (page === 'Document Type') setPage('Details');
    }
  };

  const undone = (edited: WorkspaceDocument) => {
    const reverted = formFromDocument(edited);
    setInitial(reverted);
    setForm(reverted);
  };

  const debugData = document ?? { documentType: form.type, overwrites: createOverwrites(form) };
  return (
    <AppDialog
      opened
      onClose={onClose}
      title={documentId === undefined ? editingText.newDocument : editingText.editTitle}
      size="xl"
      modal
      closeLabel={editingText.cancel}
      primaryAction={{
        label: saving ? editingText.saving : editingText.save,
        onClick: () => void save(),
        disabled: saving || issues.length > 0,
        loading: saving,
      }}
    >
      <Tabs orientation="vertical" value={page === HISTORY ? HISTORY : pageKey(page)} onChange={turnPage}>
        <Tabs.List aria-label={editingText.pages} miw={160}>
          {pages.map((name) => (
            <Tabs.Tab
              key={name}
              value={pageKey(name)}
              c={marked.has(name) ? 'red' : undefined}
              // The dialog opens with the focus on its first page's tab (the pages behind it are hidden).
              data-autofocus={name === pages[0] || undefined}
            >
              {name}
            </Tabs.Tab>
          ))}
          {documentId !== undefined && <Tabs.Tab value={HISTORY}>{editingText.history}</Tabs.Tab>}
        </Tabs.List>
        {pages.includes('Document Type') && (
          <Tabs.Panel value={pageKey('Document Type')} pl="md">
            <Radio.Group
              label={editingText.documentType}
              value={form.type}
              onChange={(value) => setForm({ ...form, type: value as (typeof documentTypes)[number] })}
            >
              <Stack gap="xs" mt="xs">
                {documentTypes.map((type) => (
                  <Radio key={type} value={type} label={type} />
                ))}
              </Stack>
            </Radio.Group>
          </Tabs.Panel>
        )}
        <Tabs.Panel value={pageKey('Details')} pl="md">
          <DetailsPage
            form={form}
            change={setForm}
            issues={issues}
            fullTextFile={fullTextFile}
            onFullTextFile={setFullTextFile}
          />
        </Tabs.Panel>
        <Tabs.Panel value={pageKey('Authors')} pl="md">
          <AuthorsPage form={form} change={setForm} issues={issues} />
        </Tabs.Panel>
        <Tabs.Panel value={pageKey('Authors in Bulk')} pl="md">
          <BulkAuthorsPage form={form} change={setForm} issues={issues} />
        </Tabs.Panel>
        {(['cover', 'abstract'] as const).map((kind) => (
          <Tabs.Panel key={kind} value={pageKey(kind === 'cover' ? 'Cover Image' : 'Abstract Image')} pl="md">
            <ImagePage
              kind={kind}
              storedImageId={kind === 'cover' ? files.coverImageId : files.abstractImageId}
              picture={pictures[kind]}
              choice={images[kind]}
              onChoice={chooseImage(kind)}
              active={page === (kind === 'cover' ? 'Cover Image' : 'Abstract Image')}
            />
          </Tabs.Panel>
        ))}
        <Tabs.Panel value={pageKey('Debug')} pl="md">
          <Text size="sm" c="dimmed" mb={4}>
            {editingText.debug}
          </Text>
          <Code block mah={400} style={{ overflow: 'auto' }} data-testid="document-debug">
            {JSON.stringify(debugData, null, 2)}
          </Code>
        </Tabs.Panel>
        {documentId !== undefined && (
          <Tabs.Panel value={HISTORY} pl="md">
            {page === HISTORY && <HistoryPage documentId={documentId} onUndone={undone} />}
          </Tabs.Panel>
        )}
      </Tabs>
      {failure && (
        <Alert mt="md" color="red" variant="light" role="alert" title={failure.message} data-testid="document-failure">
          {failure.detail}
        </Alert>
      )}
    </AppDialog>
  );
}
