/** The paths of the API: its calls under /api, and the health check under /maintenance (doc 1 §2's route table). */
const API_PATH_PREFIXES = ['/api/', '/maintenance/'] as const;

/** Whether a request's URL is a call of the API (a session to read, a route the access test knows) rather than a page. */
export const isApiPath = (url: string): boolean => API_PATH_PREFIXES.some((prefix) => url.startsWith(prefix));
