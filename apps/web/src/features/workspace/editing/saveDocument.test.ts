import { documentMessages } from '@quarry/contract';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/stubApi';
import { testDocument } from '../data/testDocument';
import { blankForm, formFromDocument } from './documentForm';
import { keptImage, saveDocument, type SaveRequest } from './saveDocument';

const { fetch: fetchMock, showErrorDialog } = stubApi();
const stored = testDocument(42, { type: 'Book', title: 'Soil carbon', url: 'https://example.org/soil' });

const request = (overrides: Partial<SaveRequest> = {}): SaveRequest => {
  const initial = formFromDocument(stored);
  return {
    where: { apiType: 'topic', id: 7 },
    documentId: 42,
    initial,
    form: initial,
    images: { cover: { ...keptImage, picture: null }, abstract: { ...keptImage, picture: null } },
    storedImages: { cover: false, abstract: false },
    fullTextFile: null,
    ...overrides,
  };
};
const sent = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${String(url)}`);

describe('saving the Document dialog', () => {
  it('removes a stored image the user removed, and sends nothing for one the document does not have', async () => {
    fetchMock.mockImplementation(async () => Response.json(stored));
    const removed = { ...keptImage, removed: true, picture: null };
    await expect(
      saveDocument(
        request({ images: { cover: removed, abstract: removed }, storedImages: { cover: true, abstract: false } }),
      ),
    ).resolves.toEqual({ ok: true, documentId: 42 });
    expect(sent()).toEqual(['DELETE /api/investigations/7/documents/42/image/cover']);
  });

  it('creates, then uploads the chosen full text to the new document', async () => {
    fetchMock
      .mockResolvedValueOnce(
        new Response(null, { status: 201, headers: { Location: '/api/investigations/topic/7/documents/43' } }),
      )
      .mockResolvedValueOnce(Response.json(stored));
    const form = { ...blankForm('Book'), title: 'Cover crops', url: 'https://example.org/c' };
    const file = new File(['%PDF-1.4'], 'paper.pdf', { type: 'application/pdf' });
    await expect(
      saveDocument(request({ documentId: undefined, initial: form, form, fullTextFile: file })),
    ).resolves.toEqual({ ok: true, documentId: 43 });
    expect(sent()).toEqual([
      'POST /api/investigations/topic/7/documents',
      'POST /api/investigations/topic/7/documents/43/full-text',
    ]);
    const body = fetchMock.mock.calls[1]![1]!.body as FormData;
    expect((body.get('file') as File).name).toBe('paper.pdf');
  });

  it("tells the server's refusal of the full text, with the saved document's id", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('paper.pdf could not be read: no text was found in it.', { status: 400 }),
    );
    const file = new File(['junk'], 'paper.pdf');
    await expect(saveDocument(request({ fullTextFile: file }))).resolves.toEqual({
      ok: false,
      message: 'paper.pdf could not be read: no text was found in it.',
      documentId: 42,
    });
    expect(showErrorDialog).not.toHaveBeenCalled();
  });

  it("answers 'Failed to create document' when the create is not a 201, and sends nothing more", async () => {
    fetchMock.mockResolvedValueOnce(new Response('Internal', { status: 500 }));
    const form = { ...blankForm('Book'), title: 'Cover crops', url: 'https://example.org/c' };
    const file = new File(['%PDF-1.4'], 'paper.pdf');
    await expect(
      saveDocument(request({ documentId: undefined, initial: form, form, fullTextFile: file })),
    ).resolves.toEqual({ ok: false, message: documentMessages.createFailed, detail: 'Internal' });
    expect(sent()).toEqual(['POST /api/investigations/topic/7/documents']);
  });
});
