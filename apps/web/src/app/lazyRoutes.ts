import type { ComponentType } from 'react';

/**
 * Each route's screen is its own chunk, with the libraries only it needs. React Router loads the chunks of the
 * matched routes (layout and page together) in parallel with the routes' loaders, so splitting adds no wait in
 * series; until both are done a first load shows the root's loader and a navigation keeps the previous page.
 */
const screen = (load: () => Promise<ComponentType>) => async () => ({ Component: await load() });

export const lazyScreen = {
  signIn: screen(async () => (await import('../pages/sign-in/SignInPage')).SignInPage),
  signUp: screen(async () => (await import('../pages/sign-up/SignUpPage')).SignUpPage),
  reset: screen(async () => (await import('../pages/reset/ResetPage')).ResetPage),
  register: screen(async () => (await import('../pages/register/RegisterPage')).RegisterPage),
  signedInLayout: screen(async () => (await import('./layout/SignedInLayout')).SignedInLayout),
  investigations: screen(async () => (await import('../pages/investigations/InvestigationsPage')).InvestigationsPage),
  createInvestigation: screen(
    async () => (await import('../pages/create-investigation/CreateInvestigationPage')).CreateInvestigationPage,
  ),
  investigation: screen(async () => (await import('../pages/investigation/InvestigationPage')).InvestigationPage),
  admin: screen(async () => (await import('../pages/admin/AdminArea')).AdminArea),
  adminMerge: screen(async () => (await import('../pages/admin/AdminMergePage')).AdminMergePage),
  // Through the admin area's chunk: its preload list stays out of the entry every public page loads.
  adminClusterReport: screen(
    async () => (await (await import('../pages/admin/AdminArea')).loadClusterReportPage()).ClusterReportPage,
  ),
  notFound: screen(async () => (await import('../pages/not-found/NotFoundPage')).NotFoundPage),
};
