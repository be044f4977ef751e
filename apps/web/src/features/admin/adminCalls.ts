import { adminMergeApi, maintenanceApi, redoMergeAnswer } from '@quarry/contract';
import { ApiError, callApi, isAbortError, quietFailure } from '../../api';
import { healthOutcomeOfAnswer, healthOutcomeOfFailure, type HealthOutcome } from './healthCheckView';

/**
 * Redo merge answers nothing (queued) or a message for the Error dialog (doc 3 §8). An empty body is "nothing"
 * whichever way the server sends it (a JSON "" or no body at all).
 */
const redoAnswer = redoMergeAnswer.optional();

/** The call's failures (403, 404, 500…) are the page's to show; a 401 still signs the user out. */
const redoFailures = quietFailure;

export async function redoMerge(id: number): Promise<string> {
  const endpoint = { ...adminMergeApi.redoMerge, response: redoAnswer };
  return (await callApi(endpoint, { params: { id }, ...redoFailures })) ?? '';
}

export async function redoMergeAll(): Promise<string> {
  const endpoint = { ...adminMergeApi.redoMergeAll, response: redoAnswer };
  return (await callApi(endpoint, redoFailures)) ?? '';
}

/**
 * One look at the health checks. Polled every second, it never opens the generic error dialog (`silent`): a 503
 * carries the degraded report as its body, any other failure says the checks are unavailable. A cancelled look
 * stays an AbortError.
 */
export async function fetchHealthCheck(signal: AbortSignal): Promise<HealthOutcome> {
  try {
    return healthOutcomeOfAnswer(await callApi(maintenanceApi.healthcheck, { silent: true, signal }));
  } catch (error) {
    if (isAbortError(error)) throw error;
    return healthOutcomeOfFailure(error instanceof ApiError ? error : new ApiError(0, String(error)));
  }
}
