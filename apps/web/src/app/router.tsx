import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '../components/layout';
import { routeId, routePath } from '../lib/routes';
import { CreateInvestigationPage } from '../pages/create-investigation/CreateInvestigationPage';
import { InvestigationPage } from '../pages/investigation/InvestigationPage';
import { InvestigationsPage } from '../pages/investigations/InvestigationsPage';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import { RegisterPage } from '../pages/register/RegisterPage';
import { ResetPage } from '../pages/reset/ResetPage';
import { SignInPage } from '../pages/sign-in/SignInPage';
import { SignUpPage } from '../pages/sign-up/SignUpPage';
import { RouteErrorPage } from './layout/RouteErrorPage';
import { SignedInLayout } from './layout/SignedInLayout';
import { loadEnvironment, redirectHome, redirectToTopicInvestigation, requireSignedIn } from './routeLoaders';

/** The route table of doc 1 §2; ids are the spec's route names. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    hydrateFallbackElement: <PageLoader />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        id: 'public',
        loader: loadEnvironment,
        children: [
          { id: routeId.signIn, path: routePath.signIn, element: <SignInPage /> },
          { id: routeId.signUp, path: routePath.signUp, element: <SignUpPage /> },
          { id: routeId.reset, path: routePath.reset, element: <ResetPage /> },
          { id: routeId.register, path: routePath.register, element: <RegisterPage /> },
        ],
      },
      {
        id: 'signedIn',
        loader: requireSignedIn,
        element: <SignedInLayout />,
        children: [
          { id: routeId.home, path: routePath.home, loader: redirectHome, element: null },
          { id: routeId.investigations, path: routePath.investigations, element: <InvestigationsPage /> },
          {
            id: routeId.createInvestigation,
            path: routePath.createInvestigation,
            element: <CreateInvestigationPage />,
          },
          {
            id: routeId.investigation,
            path: routePath.investigation,
            loader: redirectToTopicInvestigation,
            element: null,
          },
          { id: routeId.topicInvestigation, path: routePath.topicInvestigation, element: <InvestigationPage /> },
          { id: routeId.personInvestigation, path: routePath.personInvestigation, element: <InvestigationPage /> },
        ],
      },
      { id: routeId.notFound, path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
