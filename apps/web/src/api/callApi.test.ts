import { authApi, CLIENT_ID_HEADER, screenMessage, serverText, type User } from '@quarry/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './ApiError';
import { configureApi } from './apiHooks';
import { callApi } from './callApi';

const user: User = {
  id: 1,
  nickname: 'Ada',
  email: 'ada@example.com',
  admin: false,
  omnisol: false,
  facultyWorks: false,
  omnipotent: false,
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const text = (body: string, status: number) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain' } });

const fetchMock = vi.fn<typeof fetch>();
const hooks = {
  showErrorDialog: vi.fn(),
  clearCurrentUser: vi.fn(),
  goToSignIn: vi.fn(),
  currentPath: vi.fn<() => string>(),
};
const signIn = () => callApi(authApi.signIn, { body: { email: 'ada@example.com', password: 'secret' } });
const headerOf = (call: number, name: string) => new Headers(fetchMock.mock.calls[call]?.[1]?.headers).get(name);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  hooks.currentPath.mockReturnValue('/investigations?highlight=3');
  configureApi(hooks);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  fetchMock.mockReset();
});

describe('callApi', () => {
  it('sends JSON with same-origin credentials and returns the validated answer', async () => {
    fetchMock.mockResolvedValueOnce(json(user));
    await expect(signIn()).resolves.toEqual(user);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/sign-in');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      body: JSON.stringify({ email: 'ada@example.com', password: 'secret' }),
    });
    expect(headerOf(0, 'Content-Type')).toBe('application/json');
  });

  it('puts the same Client-Id on every POST and none on a GET', async () => {
    fetchMock
      .mockResolvedValueOnce(json(user))
      .mockResolvedValueOnce(json({ ok: true }))
      .mockResolvedValueOnce(json(user));
    await signIn();
    await callApi(authApi.signOut);
    await callApi(authApi.currentUser);
    const first = headerOf(0, CLIENT_ID_HEADER);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(headerOf(1, CLIENT_ID_HEADER)).toBe(first);
    expect(headerOf(2, CLIENT_ID_HEADER)).toBeNull();
    expect(fetchMock.mock.calls[1]?.[1]?.body).toBeUndefined();
  });

  it('repeats a sign-in answered with 307 once, and only once', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 307 })).mockResolvedValueOnce(json(user));
    await expect(signIn()).resolves.toEqual(user);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    fetchMock.mockReset();
    fetchMock.mockResolvedValue(new Response(null, { status: 307 }));
    await expect(signIn()).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not repeat calls that are not marked for the 307 retry', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 307 }));
    await expect(callApi(authApi.reset, { body: { email: 'a@b.co' } })).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('global handling of failures', () => {
  it('on 401 signs the user out and sends them to sign-in with the full current path', async () => {
    fetchMock.mockResolvedValueOnce(text(serverText.signInRequired, 401));
    await expect(callApi(authApi.signOut)).rejects.toMatchObject({ status: 401, handled: true });
    expect(hooks.clearCurrentUser).toHaveBeenCalledOnce();
    expect(hooks.goToSignIn).toHaveBeenCalledWith('/investigations?highlight=3');
    expect(hooks.showErrorDialog).not.toHaveBeenCalled();
  });

  it('passes a 401 to the caller on the sign-in route, still signing the user out', async () => {
    hooks.currentPath.mockReturnValue('/sign-in?redirect=%2Finvestigations');
    fetchMock.mockResolvedValueOnce(text(serverText.invalidCredentials, 401));
    await expect(signIn()).rejects.toMatchObject({ status: 401, body: serverText.invalidCredentials, handled: false });
    expect(hooks.clearCurrentUser).toHaveBeenCalledOnce();
    expect(hooks.goToSignIn).not.toHaveBeenCalled();
  });

  it('passes a 401 "Invalid user data" to the caller anywhere', async () => {
    fetchMock.mockResolvedValueOnce(text(serverText.invalidUserData, 401));
    await expect(signIn()).rejects.toMatchObject({ status: 401, body: serverText.invalidUserData, handled: false });
    expect(hooks.goToSignIn).not.toHaveBeenCalled();
  });

  it('passes the listed 400 bodies and any 410 to the caller', async () => {
    for (const body of [serverText.duplicate, serverText.emailError, serverText.invalidRegistrationToken]) {
      fetchMock.mockResolvedValueOnce(text(body, 400));
      await expect(signIn()).rejects.toMatchObject({ status: 400, body, handled: false });
    }
    fetchMock.mockResolvedValueOnce(text('Gone', 410));
    await expect(signIn()).rejects.toMatchObject({ status: 410, handled: false });
    expect(hooks.showErrorDialog).not.toHaveBeenCalled();
  });

  it('opens the generic error dialog for other 400s, 500s and network failures', async () => {
    fetchMock.mockResolvedValueOnce(text('email: Invalid input', 400));
    await expect(signIn()).rejects.toMatchObject({ status: 400, handled: true });
    fetchMock.mockResolvedValueOnce(text('Internal Server Error', 500));
    await expect(signIn()).rejects.toMatchObject({ status: 500, handled: true });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(signIn()).rejects.toMatchObject({ status: 0, handled: true });
    expect(hooks.showErrorDialog).toHaveBeenCalledTimes(3);
    expect(screenMessage.errorTitle).toBe('Oops! Something went wrong :(');
  });

  it('lets a caller take statuses itself with `handle`', async () => {
    fetchMock.mockResolvedValueOnce(text(serverText.tooManyAttempts, 429));
    await expect(
      callApi(authApi.signIn, { body: { email: 'a@b.co', password: 'x' }, handle: [429] }),
    ).rejects.toMatchObject({ status: 429, handled: false });
    expect(hooks.showErrorDialog).not.toHaveBeenCalled();
  });

  it('ignores everything for a silent call', async () => {
    fetchMock.mockResolvedValueOnce(text(serverText.signInRequired, 401));
    await expect(callApi(authApi.currentUser, { silent: true })).rejects.toMatchObject({ status: 401, handled: false });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(callApi(authApi.currentUser, { silent: true })).rejects.toMatchObject({ status: 0 });
    expect(hooks.clearCurrentUser).not.toHaveBeenCalled();
    expect(hooks.goToSignIn).not.toHaveBeenCalled();
    expect(hooks.showErrorDialog).not.toHaveBeenCalled();
  });

  it('leaves cancelled requests alone', async () => {
    fetchMock.mockRejectedValueOnce(new DOMException('The operation was aborted.', 'AbortError'));
    await expect(callApi(authApi.currentUser)).rejects.toMatchObject({ name: 'AbortError' });
    expect(hooks.showErrorDialog).not.toHaveBeenCalled();
  });

  it('reads a 204 without a body as { ok: true }', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(callApi(authApi.signOut)).resolves.toEqual({ ok: true });
  });

  it('treats an answer that breaks the contract as an error', async () => {
    fetchMock.mockResolvedValueOnce(json({ nickname: 'no id' }));
    await expect(callApi(authApi.currentUser)).rejects.toMatchObject({ handled: true });
    expect(hooks.showErrorDialog).toHaveBeenCalledOnce();
  });
});
