import { MantineProvider } from '@mantine/core';
import { HEALTHCHECK_POLL_MS, type HealthCheckReport } from '@quarry/contract';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pendingResponse, stubApi, textResponse } from '../../test/stubApi';
import { HealthChecks } from './HealthChecks';

const api = stubApi();

const okReport: HealthCheckReport = {
  status: 'ok',
  checkedAt: '2026-11-28T05:00:00.000Z',
  merge: { status: 'ok', reason: null, running: 2, queued: 5 },
  normalization: { status: 'ok', reason: null, running: 1, queued: 7, oldestWaitingSeconds: 200 },
  database: { status: 'ok', reason: null },
};

const degradedReport: HealthCheckReport = {
  ...okReport,
  status: 'degraded',
  normalization: {
    status: 'degraded',
    reason: 'The oldest job has waited 1200 s (over 600 s)',
    running: 0,
    queued: 40,
    oldestWaitingSeconds: 1200,
  },
};

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(document, 'visibilityState');
});

const healthCalls = () => api.fetch.mock.calls.filter(([url]) => String(url).endsWith('/maintenance/healthcheck'));

/** Lets the timers run for `ms` and React apply what the answers changed. */
const pass = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

async function renderChecks() {
  render(
    <MantineProvider env="test">
      <HealthChecks />
    </MantineProvider>,
  );
  await pass(0);
}

const card = (name: string) => screen.getByRole('region', { name });
const figure = (region: HTMLElement, label: string) =>
  within(region).getByRole('rowheader', { name: label }).nextElementSibling?.textContent;

describe('the health-check displays', () => {
  it('shows the merge and normalization checks, and looks again every second', async () => {
    api.fetch.mockImplementation(async () => Response.json(okReport));
    await renderChecks();
    expect(healthCalls()).toHaveLength(1);
    expect(healthCalls()[0]![1]!.method).toBe('GET');

    const merge = card('Running Merges');
    expect(figure(merge, 'Running')).toBe('2');
    expect(figure(merge, 'Queued')).toBe('5');
    expect(figure(merge, 'Status')).toBe('OK');
    const normalization = card('Normalization Queue');
    expect(figure(normalization, 'Queued')).toBe('7');
    expect(figure(normalization, 'Running')).toBe('1');
    expect(figure(normalization, 'Oldest waiting')).toBe('3 min 20 s');

    await pass(HEALTHCHECK_POLL_MS - 1);
    expect(healthCalls()).toHaveLength(1);
    await pass(1);
    expect(healthCalls()).toHaveLength(2);
    await pass(3 * HEALTHCHECK_POLL_MS);
    expect(healthCalls()).toHaveLength(5);
  });

  it('waits for an answer before the next look', async () => {
    const slow = pendingResponse();
    api.fetch.mockReturnValueOnce(slow.promise).mockImplementation(async () => Response.json(okReport));
    await renderChecks();
    expect(screen.getByText('Loading health checks...')).toBeTruthy();
    await pass(5 * HEALTHCHECK_POLL_MS);
    expect(healthCalls()).toHaveLength(1);

    await act(async () => slow.answer(Response.json(okReport)));
    await pass(0);
    expect(figure(card('Running Merges'), 'Queued')).toBe('5');
    await pass(HEALTHCHECK_POLL_MS);
    expect(healthCalls()).toHaveLength(2);
  });

  it('pauses while the tab is hidden and looks at once when it is shown again', async () => {
    api.fetch.mockImplementation(async () => Response.json(okReport));
    await renderChecks();
    expect(healthCalls()).toHaveLength(1);

    await act(async () => setVisibility('hidden'));
    await pass(10 * HEALTHCHECK_POLL_MS);
    expect(healthCalls()).toHaveLength(1);

    await act(async () => setVisibility('visible'));
    await pass(0);
    expect(healthCalls()).toHaveLength(2);
    await pass(HEALTHCHECK_POLL_MS);
    expect(healthCalls()).toHaveLength(3);
  });

  it('stops looking once the page is left', async () => {
    api.fetch.mockImplementation(async () => Response.json(okReport));
    const { unmount } = render(
      <MantineProvider env="test">
        <HealthChecks />
      </MantineProvider>,
    );
    await pass(0);
    unmount();
    await pass(5 * HEALTHCHECK_POLL_MS);
    expect(healthCalls()).toHaveLength(1);
  });

  it('shows a 503 answer as the degraded check with its reason, without the generic error dialog', async () => {
    api.fetch.mockImplementation(async () => Response.json(degradedReport, { status: 503 }));
    await renderChecks();
    const normalization = card('Normalization Queue');
    expect(within(normalization).getByText('Degraded')).toBeTruthy();
    expect(within(normalization).getByText('The oldest job has waited 1200 s (over 600 s)')).toBeTruthy();
    expect(figure(normalization, 'Queued')).toBe('40');
    expect(figure(normalization, 'Oldest waiting')).toBe('20 min 0 s');
    expect(figure(card('Running Merges'), 'Status')).toBe('OK');
    expect(api.showErrorDialog).not.toHaveBeenCalled();

    // It keeps polling through a degraded state, and shows the recovery.
    api.fetch.mockImplementation(async () => Response.json(okReport));
    await pass(HEALTHCHECK_POLL_MS);
    expect(within(card('Normalization Queue')).queryByText('Degraded')).toBeNull();
  });

  it('says the checks are unavailable on a refusal or an answer that is not a report, and keeps polling', async () => {
    api.fetch.mockResolvedValueOnce(textResponse('Forbidden', 403));
    await renderChecks();
    expect(screen.getByText('Health checks unavailable: Forbidden (HTTP 403)')).toBeTruthy();

    api.fetch.mockResolvedValueOnce(textResponse('<html>Bad gateway</html>', 503));
    await pass(HEALTHCHECK_POLL_MS);
    expect(screen.getByText('Health checks unavailable: <html>Bad gateway</html> (HTTP 503)')).toBeTruthy();

    api.fetch.mockResolvedValueOnce(textResponse('not json', 200));
    await pass(HEALTHCHECK_POLL_MS);
    expect(screen.getByText('Health checks unavailable: Unexpected response from the server (HTTP 200)')).toBeTruthy();

    api.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await pass(HEALTHCHECK_POLL_MS);
    expect(screen.getByText('Health checks unavailable: the server could not be reached')).toBeTruthy();
    expect(api.showErrorDialog).not.toHaveBeenCalled();

    api.fetch.mockImplementation(async () => Response.json(okReport));
    await pass(HEALTHCHECK_POLL_MS);
    expect(figure(card('Running Merges'), 'Running')).toBe('2');
  });
});
