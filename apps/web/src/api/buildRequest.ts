import { CLIENT_ID_HEADER, type Endpoint } from '@quarry/contract';
import { clientId } from './clientId';

export interface RequestInput {
  body?: unknown;
  query?: unknown;
  params?: unknown;
  signal?: AbortSignal;
}

/** Fills `{name}` and `:name` placeholders of a path from the params object. */
export function fillPath(path: string, params: unknown): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return path.replace(/\{(\w+)\}|:(\w+)/g, (placeholder, braced?: string, colon?: string) => {
    const value = values[braced ?? colon ?? ''];
    if (value === undefined || value === null) throw new Error(`Missing path parameter in ${placeholder}`);
    return encodeURIComponent(String(value));
  });
}

/** Turns a query object into `?a=1&b=2`; arrays repeat the key, undefined and null are left out. */
export function queryString(query: unknown): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** URL and fetch options of a call: JSON body, same-origin cookies, Client-Id on every state-changing method. */
export function buildRequest(endpoint: Endpoint, input: RequestInput): { url: string; init: RequestInit } {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (endpoint.method !== 'GET') headers[CLIENT_ID_HEADER] = clientId;
  const hasBody = input.body !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';
  return {
    url: `${fillPath(endpoint.path, input.params)}${queryString(input.query)}`,
    init: {
      method: endpoint.method,
      headers,
      body: hasBody ? JSON.stringify(input.body) : undefined,
      credentials: 'same-origin',
      signal: input.signal,
    },
  };
}
