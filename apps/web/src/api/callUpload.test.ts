import { CLIENT_ID_HEADER, uploadPaths, uploadResult } from '@quarry/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from './apiHooks';
import { callUpload } from './callUpload';
import { clientId } from './clientId';

const fetchMock = vi.fn<typeof fetch>();
const hooks = {
  showErrorDialog: vi.fn(),
  clearCurrentUser: vi.fn(),
  goToSignIn: vi.fn(),
  currentPath: () => '/investigations',
};
const form = () => {
  const data = new FormData();
  data.append('file', new Blob(['Ada Lovelace\n']), 'authors.txt');
  return data;
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  configureApi(hooks);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  fetchMock.mockReset();
});

describe('callUpload', () => {
  it('posts the form with the Client-Id and no JSON content type, and returns the validated answer', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ created: [{ id: 4, uuid: 'u' }], errors: [] }));
    const data = form();
    await expect(callUpload(uploadPaths.authorsFile, data, { response: uploadResult })).resolves.toEqual({
      created: [{ id: 4, uuid: 'u' }],
      errors: [],
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(uploadPaths.authorsFile);
    expect(init?.body).toBe(data);
    const headers = new Headers(init?.headers);
    expect(headers.get(CLIENT_ID_HEADER)).toBe(clientId);
    expect(headers.get('Content-Type')).toBeNull();
  });

  it('returns the text of the answer when no schema is given, empty included', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 200 }));
    await expect(callUpload(uploadPaths.definitionFile, form())).resolves.toBe('');
  });

  it('passes a handled status to the caller with its body, and sends others to the error dialog', async () => {
    fetchMock.mockResolvedValueOnce(new Response('line 2: bad\nline 3: worse', { status: 400 }));
    await expect(callUpload(uploadPaths.definitionFile, form(), { handle: [400] })).rejects.toMatchObject({
      status: 400,
      body: 'line 2: bad\nline 3: worse',
      handled: false,
    });
    fetchMock.mockResolvedValueOnce(new Response('boom', { status: 500 }));
    await expect(callUpload(uploadPaths.definitionFile, form(), { handle: [400] })).rejects.toMatchObject({
      status: 500,
      handled: true,
    });
    expect(hooks.showErrorDialog).toHaveBeenCalledOnce();
  });
});
