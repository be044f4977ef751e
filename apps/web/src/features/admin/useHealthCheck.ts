import { HEALTHCHECK_POLL_MS } from '@quarry/contract';
import { useEffect, useState } from 'react';
import { fetchHealthCheck } from './adminCalls';
import type { HealthOutcome } from './healthCheckView';
import { pollWhileVisible } from './pollWhileVisible';

/** The health checks, looked at every HEALTHCHECK_POLL_MS while the tab is visible (doc 3 §7); null until the first answer. */
export function useHealthCheck(): HealthOutcome | null {
  const [outcome, setOutcome] = useState<HealthOutcome | null>(null);
  useEffect(
    () =>
      pollWhileVisible(async (signal) => {
        const next = await fetchHealthCheck(signal);
        if (!signal.aborted) setOutcome(next);
      }, HEALTHCHECK_POLL_MS),
    [],
  );
  return outcome;
}
