/** Paths of the route table (doc 1 §2). Route objects use the spec's names as ids; links use these paths. */
export const routePath = {
  home: '/',
  signIn: '/sign-in',
  signUp: '/sign-up',
  reset: '/reset',
  register: '/register',
  investigations: '/investigations',
  createInvestigation: '/investigations/create',
  investigation: '/investigations/:id',
  topicInvestigation: '/investigations/topic/:id',
  personInvestigation: '/investigations/person/:id',
  /** The admin area (doc 3 §1): omnipotent users only; it redirects to its merge page. */
  admin: '/admin',
  adminMerge: '/admin/merge',
  /** Doc 3 §2: the cluster report of one Person investigation. */
  adminClusterReport: '/admin/cluster-report/:investigationId',
} as const;

/** The spec's route names, used as route ids. */
export const routeId = {
  signIn: 'sign-in',
  signUp: 'sign-up',
  reset: 'reset',
  register: 'register',
  home: 'home',
  investigations: 'investigations',
  createInvestigation: 'createInvestigation',
  investigation: 'investigation',
  topicInvestigation: 'topicInvestigation',
  personInvestigation: 'personInvestigation',
  topicInvestigationTab: 'topicInvestigationTab',
  personInvestigationTab: 'personInvestigationTab',
  topicProfile: 'topicProfile',
  personProfile: 'personProfile',
  topicProfileTab: 'topicProfileTab',
  personProfileTab: 'personProfileTab',
  personReviewProfile: 'personReviewProfile',
  admin: 'admin',
  adminMerge: 'adminMerge',
  adminClusterReport: 'adminClusterReport',
  notFound: 'not-found',
} as const;

/** Query parameter of the list that scrolls to and highlights one investigation (doc 1 §2). */
export const HIGHLIGHT_PARAM = 'highlight';
/** Fragment of the list that scrolls to the investigations table (doc 1 §2). */
export const INVESTIGATION_TABLE_ID = 'investigation-table';

/** A route path with its `:name` placeholders filled. */
export const pathOf = (path: string, params: Record<string, string | number>): string =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));

/** The list with one investigation highlighted. */
export const highlightPath = (id: number): string => `${routePath.investigations}?${HIGHLIGHT_PARAM}=${id}`;
