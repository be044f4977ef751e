import { afterEach, beforeEach, vi, type Mock } from 'vitest';
import { configureApi, type ApiHooks } from '../api/apiHooks';

export interface ApiStub {
  /** The global fetch while each test runs: the test says what it answers and reads what was called. */
  fetch: Mock<typeof fetch>;
  /** The api's generic error dialog (doc 1 §8), to check it was or was not opened. */
  showErrorDialog: Mock<ApiHooks['showErrorDialog']>;
}

/**
 * Web unit tests talk to no server: for each test of the file, the global fetch is a mock (reset after the test)
 * and the api's error dialog a spy; `hooks` sets the other api hooks a file needs.
 */
export function stubApi(hooks: Partial<Omit<ApiHooks, 'showErrorDialog'>> = {}): ApiStub {
  const stub: ApiStub = { fetch: vi.fn<typeof fetch>(), showErrorDialog: vi.fn() };
  beforeEach(() => {
    vi.stubGlobal('fetch', stub.fetch);
    configureApi({ ...hooks, showErrorDialog: stub.showErrorDialog });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    stub.fetch.mockReset();
    stub.showErrorDialog.mockReset();
  });
  return stub;
}

/** A plain-text answer, as the server gives its messages. */
export const textResponse = (body: string, status: number): Response =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain' } });

/** An answer that comes only when the test says: `answer(response)` lets the waiting call go on. */
export function pendingResponse(): { promise: Promise<Response>; answer(response: Response): void } {
  let answer: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((resolve) => (answer = resolve));
  return { promise, answer: (response) => answer(response) };
}

/** The JSON body fetch was called with on its `call`th call (from 0). */
export const sentBody = (fetchMock: Mock<typeof fetch>, call: number): unknown =>
  JSON.parse(String(fetchMock.mock.calls[call]![1]!.body));
