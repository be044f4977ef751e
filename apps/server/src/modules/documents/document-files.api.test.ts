import {
  fullTextMessages,
  imageText,
  MAX_FULL_TEXT_BYTES,
  requiredUserKindText,
  type InvestigationData,
  type WorkspaceDocument,
} from '@quarry/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docxWithText, pdfWithText } from '../../test/full-text-files.js';
import { PNG } from '../../test/image-host.js';
import { startTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngine } from '../../test/test-database.js';
import { signedInClient } from '../../test/test-users.js';
import { insertRandomDocuments } from '../../test/workspace-fixture.js';

/** Words no random document carries: found only where an uploaded file put them. */
const PDF_PHRASE = 'ombrotrophic quillwort meadows';
const DOCX_PHRASE = 'sphagnum hummock microtopography';

describe(`a document's images and full text (${testEngine})`, () => {
  let t: TestApp;
  let owner: TestClient;
  let plainOwner: TestClient;
  let stranger: TestClient;
  let anonymous: TestClient;
  let id: number;
  let plainId: number;
  let docIds: number[];
  let plainDocId: number;

  const imagePath = (docId: number, kind: string, investigation = id) =>
    `/api/investigations/${investigation}/documents/${docId}/image/${kind}`;
  const fullTextPath = (docId: number, investigation = id) =>
    `/api/investigations/topic/${investigation}/documents/${docId}/full-text`;
  const uploadImage = (client: TestClient, docId: number, kind: string, content: Buffer | string, fields = {}) =>
    client.upload(imagePath(docId, kind), fields, [{ fileName: 'image.png', content }]);
  const uploadFullText = (client: TestClient, docId: number, fileName: string, content: Buffer | string) =>
    client.upload(fullTextPath(docId), {}, [{ fileName, content }]);
  const data = async (spec: object = {}): Promise<InvestigationData> => {
    const answer = await owner.post(`/api/investigations/topic/${id}/data?pageSize=100`, spec);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };
  const shown = async (docId: number): Promise<WorkspaceDocument> =>
    (await data({ requestedDocumentIds: [docId] })).documents.find((document) => document.id === docId)!;
  const foundBy = async (freeText: string) => (await data({ freeText })).availableDocumentIds;
  /** What a refused upload must leave as it was: the stored text, file and mined entities of the document. */
  const storedState = async (docId: number) => {
    const { rows } = await t.database.db.query(
      `SELECT d.text, (SELECT count(*) FROM document_entities e WHERE e.document_id = d.id)::int AS entities,
         (SELECT count(*) FROM document_full_texts f WHERE f.document_id = d.id)::int AS files,
         d.cover_image_id, d.abstract_image_id,
         (SELECT count(*) FROM images i WHERE i.investigation_id = d.investigation_id)::int AS images
       FROM documents d WHERE d.id = $1`,
      [docId],
    );
    return rows[0];
  };

  beforeAll(async () => {
    t = await startTestApp();
    owner = await signedInClient(t, ['omnisol']);
    plainOwner = await signedInClient(t);
    stranger = await signedInClient(t, ['omnisol']);
    anonymous = t.newClient();
    id = (await owner.post('/api/investigations/topic', { searchString: 'peat' })).json().id;
    await insertRandomDocuments(t.database.db, id, 6, 11);
    plainId = (await plainOwner.post('/api/investigations/topic', { searchString: 'fen' })).json().id;
    await insertRandomDocuments(t.database.db, plainId, 1, 12);
    docIds = (await data()).availableDocumentIds;
    plainDocId = (await plainOwner.post(`/api/investigations/topic/${plainId}/data`, {})).json()
      .availableDocumentIds[0];
  });
  afterAll(() => t.close());

  it('stores a cover and an abstract image, shows them on the document, replaces and removes them', async () => {
    const docId = docIds[0]!;
    const cover = await uploadImage(owner, docId, 'cover', PNG, {
      fileName: 'https://journals.example.org/cover.png',
      journalImage: 'true',
    });
    expect(cover.statusCode, cover.body).toBe(200);
    const withCover: WorkspaceDocument = cover.json();
    expect(withCover).toMatchObject({
      id: docId,
      coverImageSourceUrl: 'https://journals.example.org/cover.png',
      journalImage: true,
      abstractImageId: null,
    });
    const coverId = withCover.coverImageId!;
    const served = await owner.get(`/api/images?imageId=${coverId}`);
    expect([served.statusCode, served.headers['content-type'], served.rawPayload.equals(PNG)]).toEqual([
      200,
      'image/png',
      true,
    ]);
    expect((await stranger.get(`/api/images?imageId=${coverId}`)).statusCode).toBe(404);

    const abstract = await uploadImage(owner, docId, 'abstract', PNG, { fileName: 'figure 1.png' });
    expect(abstract.json()).toMatchObject({ coverImageId: coverId, abstractImageSourceUrl: null, journalImage: true });
    const abstractId = (abstract.json() as WorkspaceDocument).abstractImageId!;
    expect(await shown(docId)).toMatchObject({
      coverImageId: coverId,
      abstractImageId: abstractId,
      journalImage: true,
    });

    const replaced: WorkspaceDocument = (
      await uploadImage(owner, docId, 'cover', PNG, { journalImage: 'false' })
    ).json();
    expect(replaced.coverImageId).not.toBe(coverId);
    expect(replaced).toMatchObject({ coverImageSourceUrl: null, journalImage: false });
    expect((await owner.get(`/api/images?imageId=${coverId}`)).statusCode).toBe(404);

    const removed = await owner.request('DELETE', imagePath(docId, 'cover'));
    expect(removed.json()).toMatchObject({ coverImageId: null, abstractImageId: abstractId, journalImage: false });
    expect((await owner.get(`/api/images?imageId=${replaced.coverImageId}`)).statusCode).toBe(404);
    expect((await owner.request('DELETE', imagePath(docId, 'abstract'))).json()).toMatchObject({
      abstractImageId: null,
    });
    expect(await shown(docId)).toMatchObject({ coverImageId: null, abstractImageId: null });
    // Removing what is not there is no error.
    expect((await owner.request('DELETE', imagePath(docId, 'abstract'))).statusCode).toBe(200);
  });

  it('refuses an image that is none, too large or missing, and changes nothing', async () => {
    const docId = docIds[1]!;
    const before = await storedState(docId);
    const svg = await uploadImage(owner, docId, 'cover', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect([svg.statusCode, svg.body]).toEqual([400, imageText.notImage]);
    const huge = await uploadImage(owner, docId, 'cover', Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 1)]));
    expect([huge.statusCode, huge.body]).toEqual([400, imageText.tooLarge]);
    const none = await owner.upload(imagePath(docId, 'abstract'), { fileName: 'x.png' }, []);
    expect([none.statusCode, none.body]).toEqual([400, imageText.noFile]);
    expect((await uploadImage(owner, docId, 'poster', PNG)).statusCode).toBe(400);
    expect(await storedState(docId)).toEqual(before);
  });

  it('reads a PDF full text: the document has it, the free-text filter and the mentioned entities find it', async () => {
    const docId = docIds[2]!;
    expect(await foundBy(PDF_PHRASE)).toEqual([]); // the index is loaded before the upload
    const pdf = pdfWithText([
      'Carbon in northern peatlands',
      `The ${PDF_PHRASE} were surveyed with the European Commission in Brussels.`,
    ]);
    const uploaded = await uploadFullText(owner, docId, 'peatlands.pdf', pdf);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json()).toMatchObject({ id: docId, hasFullText: true });
    expect(await foundBy(PDF_PHRASE)).toEqual([docId]);
    expect(await foundBy('quillwort')).toEqual([docId]);
    expect((await shown(docId)).hasFullText).toBe(true);
    expect((await shown(docIds[3]!)).hasFullText).toBe(false);

    const entities = await t.database.db.query<{ kind: string; value: string }>(
      `SELECT kind, value FROM document_entities WHERE document_id = $1 AND value IN ('European Commission', 'Brussels') ORDER BY kind`,
      [docId],
    );
    expect(entities.rows).toEqual([
      { kind: 'location', value: 'Brussels' },
      { kind: 'organization', value: 'European Commission' },
    ]);
    const byEntity = await data({
      selectedTops: [{ name: 'entity.Mentioned Organizations', selectedValue: 'European Commission' }],
    });
    expect(byEntity.availableDocumentIds).toContain(docId);

    const file = await owner.get(fullTextPath(docId));
    expect([file.statusCode, file.headers['content-type'], file.rawPayload.equals(pdf)]).toEqual([
      200,
      'application/pdf',
      true,
    ]);
    expect(file.headers['content-disposition']).toMatch(/^inline; filename="peatlands.pdf"/);
  });

  it('reads a Word full text, and a new file replaces the old one', async () => {
    const docId = docIds[3]!;
    const docx = await docxWithText(['Methods', `We mapped the ${DOCX_PHRASE} of two bogs.`]);
    const uploaded = await uploadFullText(owner, docId, 'methods.docx', docx);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(await foundBy(DOCX_PHRASE)).toEqual([docId]);
    const file = await owner.get(fullTextPath(docId));
    expect(file.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="methods.docx"/);

    const html = '<html><body><p>Hollows and lawns of a raised bog.</p><script>alert(1)</script></body></html>';
    expect((await uploadFullText(owner, docId, 'notes.html', html)).statusCode).toBe(200);
    expect(await foundBy(DOCX_PHRASE)).toEqual([]);
    expect(await foundBy('hollows lawns')).toEqual([docId]);
    expect(await foundBy('alert')).not.toContain(docId);
    const page = await owner.get(fullTextPath(docId));
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain('sandbox');
  });

  it('refuses a file it cannot read, of a kind it does not read, too large or missing, and changes nothing', async () => {
    const docId = docIds[4]!;
    const before = await storedState(docId);
    const refusals: Array<[string, Buffer | string, string]> = [
      ['broken.pdf', '%PDF-1.7\n1 0 obj << /Type /Catalog', fullTextMessages.unreadable('broken.pdf')],
      ['scan.pdf', pdfWithText([]), fullTextMessages.unreadable('scan.pdf')],
      ['paper.docx', 'PK\u0003\u0004 not a zip', fullTextMessages.unreadable('paper.docx')],
      ['empty.txt', ' \n ', fullTextMessages.unreadable('empty.txt')],
      ['cover.png', PNG, fullTextMessages.unsupported],
      ['thesis.doc', 'old Word', fullTextMessages.unsupported],
      ['huge.txt', Buffer.alloc(MAX_FULL_TEXT_BYTES + 1, 'a'), fullTextMessages.tooLarge],
    ];
    for (const [fileName, content, message] of refusals) {
      const answer = await uploadFullText(owner, docId, fileName, content);
      expect([fileName, answer.statusCode, answer.body]).toEqual([fileName, 400, message]);
    }
    const none = await owner.upload(fullTextPath(docId), { note: 'no file' }, []);
    expect([none.statusCode, none.body]).toEqual([400, fullTextMessages.missingFile]);
    expect(await storedState(docId)).toEqual(before);
    expect((await owner.get(fullTextPath(docId))).statusCode).toBe(404);
    expect((await shown(docId)).hasFullText).toBe(false);
  });

  it("answers 404 for another user's document, 401 without a session, 403 to an owner who is not omnipotent", async () => {
    const docId = docIds[5]!;
    const text = 'Peat notes';
    expect((await uploadImage(stranger, docId, 'cover', PNG)).statusCode).toBe(404);
    expect((await stranger.request('DELETE', imagePath(docId, 'cover'))).statusCode).toBe(404);
    expect((await uploadFullText(stranger, docId, 'notes.txt', text)).statusCode).toBe(404);
    expect((await stranger.get(fullTextPath(docId))).statusCode).toBe(404);
    expect((await uploadImage(anonymous, docId, 'cover', PNG)).statusCode).toBe(401);
    expect((await uploadFullText(anonymous, docId, 'notes.txt', text)).statusCode).toBe(401);
    expect((await anonymous.get(fullTextPath(docId))).statusCode).toBe(401);
    // The owner's own document of another investigation is not this investigation's.
    expect((await uploadImage(owner, plainDocId, 'cover', PNG)).statusCode).toBe(404);
    expect((await uploadFullText(owner, plainDocId, 'notes.txt', text)).statusCode).toBe(404);

    const forbidden = [
      await plainOwner.upload(imagePath(plainDocId, 'cover', plainId), {}, [{ fileName: 'a.png', content: PNG }]),
      await plainOwner.request('DELETE', imagePath(plainDocId, 'cover', plainId)),
      await plainOwner.upload(fullTextPath(plainDocId, plainId), {}, [{ fileName: 'notes.txt', content: text }]),
    ];
    expect(forbidden.map((answer) => [answer.statusCode, answer.body])).toEqual(
      Array(3).fill([403, requiredUserKindText.omnipotent]),
    );
    // Opening a full text is any owner's: none was uploaded here.
    expect((await plainOwner.get(fullTextPath(plainDocId, plainId))).statusCode).toBe(404);
  });

  it('copies the images and the full text with a duplicated investigation', async () => {
    const docId = docIds[0]!;
    await uploadImage(owner, docId, 'cover', PNG);
    await uploadFullText(owner, docId, 'notes.txt', 'Tussock sedges and cotton grass.');
    const copyId = (await owner.post(`/api/investigations/${id}/duplicate`)).json().id as number;
    const { rows } = await t.database.db.query<{ id: number; cover_image_id: number; image_investigation: number }>(
      `SELECT d.id, d.cover_image_id, i.investigation_id AS image_investigation
       FROM documents d JOIN images i ON i.id = d.cover_image_id WHERE d.investigation_id = $1`,
      [copyId],
    );
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]!.image_investigation)).toBe(copyId);
    const copied = await owner.get(fullTextPath(Number(rows[0]!.id), copyId));
    expect([copied.statusCode, copied.body]).toEqual([200, 'Tussock sedges and cotton grass.']);
  });
});
