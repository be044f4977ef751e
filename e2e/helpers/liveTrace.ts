import type { Page } from 'playwright-core';

/**
 * What the page said over the live socket and which workspace calls it made, with their times: printed when a wait
 * on the refresh button fails, so that a failure on CI tells which message never came.
 */
export function traceLive(page: Page): { text: () => string } {
  const start = Date.now();
  const lines: string[] = [];
  const note = (line: string) => lines.push(`${Date.now() - start} ms ${line}`);
  const quiet = (payload: string | Buffer) => String(payload).includes('"KeepAlive"');
  page.on('websocket', (socket) => {
    socket.on('framesent', ({ payload }) => void (quiet(payload) || note(`sent ${String(payload)}`)));
    socket.on('framereceived', ({ payload }) => void (quiet(payload) || note(`received ${String(payload)}`)));
    socket.on('close', () => note('socket closed'));
  });
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/api/investigations/')) note(`${response.request().method()} ${path} ${response.status()}`);
  });
  return { text: () => lines.join('\n') };
}
