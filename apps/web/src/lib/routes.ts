/** Paths of the route table (doc 1 §2). Route objects use the spec's names as ids; links use these paths. */
export const routePath = {
  home: '/',
  signIn: '/sign-in',
  signUp: '/sign-up',
  reset: '/reset',
  register: '/register',
  investigations: '/investigations',
  createInvestigation: '/investigations/create',
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
  notFound: 'not-found',
} as const;
