import { createBrowserRouter } from 'react-router';
import { routes } from './routeTable';

/** The app's one router, on the browser's history (the route table is in routeTable.tsx, which tests open in memory). */
export const router = createBrowserRouter(routes);
