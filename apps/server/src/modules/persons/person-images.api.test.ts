import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { imageText, personDetailsText } from '@quarry/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentIdsOf, insertAuthors } from '../../test/person-fixture.js';
import { startTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngine } from '../../test/test-database.js';
import { signedInClient } from '../../test/test-users.js';
import { insertRandomDocuments } from '../../test/workspace-fixture.js';
import { PNG, startImageHost } from '../../test/image-host.js';

describe(`persons' images (${testEngine})`, () => {
  let t: TestApp;
  let owner: TestClient;
  let stranger: TestClient;
  let host: http.Server;
  let hostUrl: string;
  let id: number;
  let ada: number;
  let bob: number;
  const details = (personId: number, rest = '') => `/api/investigations/topic/${id}/person-details/${personId}${rest}`;
  const upload = (client: TestClient, personId: number, content: Buffer | string) =>
    client.upload(details(personId, '/upload-image'), {}, [{ name: 'file', fileName: 'ada.png', content }]);

  beforeAll(async () => {
    host = await startImageHost();
    hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
    t = await startTestApp({ ALLOW_PRIVATE_IMAGE_URLS: 'true' });
    owner = await signedInClient(t);
    stranger = await signedInClient(t);
    id = (await owner.post('/api/investigations/topic', { searchString: 'peat' })).json().id;
    await insertRandomDocuments(t.database.db, id, 2, 5);
    [ada, bob] = (await insertAuthors(t.database.db, id, await documentIdsOf(t.database.db, id), [
      'Ada Lovelace',
      'Bob Smith',
    ])) as [number, number];
  });
  afterAll(async () => {
    await t.close();
    host.close();
  });

  it('stores an uploaded picture, shows it once the details name it, and serves it to whoever may open the investigation', async () => {
    const uploaded = await upload(owner, ada, PNG);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { authorImageId } = uploaded.json();
    const saved = await owner.post(details(ada), {
      id: ada,
      name: 'Ada Lovelace',
      universityProfileUrl: null,
      authorImageId,
    });
    expect([saved.statusCode, saved.json().authorImageId]).toEqual([200, authorImageId]);
    expect((await owner.get(details(ada))).json().authorImageId).toBe(authorImageId);
    const image = await owner.get(details(ada, '/image?time=1'));
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/png']);
    expect(image.rawPayload.equals(PNG)).toBe(true);
    const byId = await owner.get(`/api/images?imageId=${authorImageId}&time=2`);
    expect(byId.rawPayload.equals(PNG)).toBe(true);
    expect((await stranger.get(`/api/images?imageId=${authorImageId}`)).statusCode).toBe(404);
    expect((await stranger.get(details(ada, '/image'))).statusCode).toBe(404);
    // Another person's image is not this one's to show.
    const other = await owner.post(details(bob), {
      id: bob,
      name: 'Bob Smith',
      universityProfileUrl: null,
      authorImageId,
    });
    expect([other.statusCode, other.body]).toEqual([400, personDetailsText.unknownImage]);
  });

  it('refuses what is not an image, nothing at all, and more than 5 MB', async () => {
    expect((await upload(owner, ada, '<svg xmlns="http://www.w3.org/2000/svg"/>')).body).toBe(imageText.notImage);
    expect((await owner.upload(details(ada, '/upload-image'), { note: 'x' }, [])).body).toBe(imageText.noFile);
    const huge = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 1)]);
    expect((await upload(owner, ada, huge)).body).toBe(imageText.tooLarge);
    expect((await upload(stranger, ada, PNG)).statusCode).toBe(404);
    expect((await upload(owner, 99_999_999, PNG)).statusCode).toBe(404);
  });

  it('fetches an image from an address for cropping, and refuses other schemes, pages, fakes and oversized ones', async () => {
    const fetched = await owner.post(details(ada, '/preprocess-image'), { url: `${hostUrl}/ada.png` });
    expect([fetched.statusCode, fetched.headers['content-type']]).toEqual([200, 'image/png']);
    expect(fetched.rawPayload.equals(PNG)).toBe(true);
    const refused = async (url: string) => (await owner.post(details(ada, '/preprocess-image'), { url })).body;
    expect(await refused('ftp://example.org/a.png')).toBe(imageText.badUrl);
    expect(await refused('not a url')).toBe(imageText.badUrl);
    expect(await refused(`${hostUrl}/page.html`)).toBe(imageText.notImage);
    expect(await refused(`${hostUrl}/fake.png`)).toBe(imageText.notImage);
    expect(await refused(`${hostUrl}/huge.png`)).toBe(imageText.tooLarge);
    expect(await refused(`${hostUrl}/missing.png`)).toBe(`${imageText.fetchFailed} (HTTP 404)`);
  });

  it('clears the picture', async () => {
    const cleared = await owner.post(details(ada, '/clear-image'));
    expect([cleared.statusCode, cleared.json().authorImageId]).toEqual([200, null]);
    expect((await owner.get(details(ada, '/image'))).statusCode).toBe(404);
    expect((await stranger.post(details(ada, '/clear-image'))).statusCode).toBe(404);
  });
});

describe(`fetching a person's image from a private address (${testEngine})`, () => {
  it('is refused unless ALLOW_PRIVATE_IMAGE_URLS is set', async () => {
    const host = await startImageHost();
    const t = await startTestApp();
    try {
      const owner = await signedInClient(t);
      const id = (await owner.post('/api/investigations/topic', { searchString: 'peat' })).json().id;
      await insertRandomDocuments(t.database.db, id, 1, 5);
      const [ada] = await insertAuthors(t.database.db, id, await documentIdsOf(t.database.db, id), ['Ada Lovelace']);
      for (const url of [
        `http://127.0.0.1:${(host.address() as AddressInfo).port}/ada.png`,
        'http://localhost/ada.png',
        'http://169.254.169.254/latest/meta-data',
      ]) {
        const answer = await owner.post(`/api/investigations/topic/${id}/person-details/${ada}/preprocess-image`, {
          url,
        });
        expect([answer.statusCode, answer.body], url).toEqual([400, imageText.privateAddress]);
      }
    } finally {
      await t.close();
      host.close();
    }
  });
});
