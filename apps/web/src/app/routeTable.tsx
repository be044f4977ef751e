import { Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '../components/layout';
import { routeId, routePath } from '../lib/routes';
import { RouteErrorPage } from './layout/RouteErrorPage';
import { lazyScreen } from './lazyRoutes';
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
          { id: routeId.signIn, path: routePath.signIn, lazy: lazyScreen.signIn },
          { id: routeId.signUp, path: routePath.signUp, lazy: lazyScreen.signUp },
          { id: routeId.reset, path: routePath.reset, lazy: lazyScreen.reset },
          { id: routeId.register, path: routePath.register, lazy: lazyScreen.register },
        ],
      },
      {
        id: 'signedIn',
        loader: requireSignedIn,
        lazy: lazyScreen.signedInLayout,
        children: [
          { id: routeId.home, path: routePath.home, loader: redirectHome, element: null },
          { id: routeId.investigations, path: routePath.investigations, lazy: lazyScreen.investigations },
          {
            id: routeId.createInvestigation,
            path: routePath.createInvestigation,
            lazy: lazyScreen.createInvestigation,
          },
          {
            id: routeId.investigation,
            path: routePath.investigation,
            loader: redirectToTopicInvestigation,
            element: null,
          },
          // A tab is the last segment (…/documents, …/disambiguate); the page reads it, the child renders nothing.
          {
            id: routeId.topicInvestigation,
            path: routePath.topicInvestigation,
            lazy: lazyScreen.investigation,
            children: [
              { id: routeId.topicInvestigationTab, path: ':tab', element: null },
              // A person profile (doc 3 §2): …/profile/{personId}/{overview|documents|author-graph|entity-graph}.
              {
                id: routeId.topicProfile,
                path: 'profile/:personId',
                element: null,
                children: [{ id: routeId.topicProfileTab, path: ':profileTab', element: null }],
              },
            ],
          },
          {
            id: routeId.personInvestigation,
            path: routePath.personInvestigation,
            lazy: lazyScreen.investigation,
            children: [
              { id: routeId.personInvestigationTab, path: ':tab', element: null },
              {
                id: routeId.personProfile,
                path: 'profile/:personId',
                element: null,
                children: [{ id: routeId.personProfileTab, path: ':profileTab', element: null }],
              },
              // Doc 3 §1: the documents of a profile under review (a Possible Match), opened in a new window.
              { id: routeId.personReviewProfile, path: 'review_profile/:personId', element: null },
            ],
          },
          // Doc 3 §1: omnipotent users only (the area's guard); /admin redirects to its merge page.
          {
            id: routeId.admin,
            path: routePath.admin,
            lazy: lazyScreen.admin,
            children: [
              { index: true, element: <Navigate to={routePath.adminMerge} replace /> },
              { id: routeId.adminMerge, path: routePath.adminMerge, lazy: lazyScreen.adminMerge },
              {
                id: routeId.adminClusterReport,
                path: routePath.adminClusterReport,
                lazy: lazyScreen.adminClusterReport,
              },
            ],
          },
        ],
      },
      { id: routeId.notFound, path: '*', lazy: lazyScreen.notFound },
    ],
  },
];
