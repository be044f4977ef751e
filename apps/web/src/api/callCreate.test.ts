import { CLIENT_ID_HEADER, documentEditingApi } from '@quarry/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from './apiHooks';
import { callCreate, locationId } from './callCreate';
import { clientId } from './clientId';
import { quietFailure } from './quietFailure';

const fetchMock = vi.fn<typeof fetch>();
const hooks = {
  showErrorDialog: vi.fn(),
  clearCurrentUser: vi.fn(),
  goToSignIn: vi.fn(),
  currentPath: () => '/investigations/topic/7',
};
const create = documentEditingApi.create;
const input = { params: { type: 'topic', id: 7 }, body: { documentType: 'Book' as const, overwrites: { title: 'A' } } };

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  configureApi(hooks);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  fetchMock.mockReset();
});

describe('callCreate', () => {
  it('reads the last segment of the Location', () => {
    expect(locationId('/api/investigations/topic/7/documents/42')).toBe('42');
    expect(locationId('http://host/api/things/7/items/42/')).toBe('42');
    expect(locationId(null)).toBe('');
  });

  it('posts the body with the Client-Id and gives the new id of a 201', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(null, { status: 201, headers: { Location: '/api/investigations/topic/7/documents/42' } }),
    );
    await expect(callCreate(create, input)).resolves.toBe('42');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/investigations/topic/7/documents');
    expect(init?.body).toBe('{"documentType":"Book","overwrites":{"title":"A"}}');
    expect(new Headers(init?.headers).get(CLIENT_ID_HEADER)).toBe(clientId);
  });

  it('fails on any other status: a 200, a 201 without a Location, a refusal left to the caller', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ id: 42 }));
    await expect(callCreate(create, input)).rejects.toMatchObject({
      status: 200,
    });
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 201 }));
    await expect(callCreate(create, input)).rejects.toMatchObject({
      status: 201,
    });
    fetchMock.mockResolvedValueOnce(new Response('Please enter a title', { status: 400 }));
    await expect(callCreate(create, { ...input, ...quietFailure })).rejects.toMatchObject({
      status: 400,
      body: 'Please enter a title',
      handled: false,
    });
    expect(hooks.showErrorDialog).not.toHaveBeenCalled();
  });
});
