import { Outlet } from 'react-router';
import { AdminGuard } from '../../features/admin';
import { screenTitle, useDocumentTitle } from '../../lib/useDocumentTitle';
import { NotFoundMessage } from '../not-found/NotFoundMessage';

/** What anyone but an omnipotent user meets at /admin and below: the not-found page, as for any unknown path. */
function NotTheirs() {
  useDocumentTitle(screenTitle.notFound);
  return <NotFoundMessage />;
}

/**
 * /admin (doc 1 §2, doc 3 §1): the admin pages open for an omnipotent user only; others meet the not-found page
 * and nothing of the area runs (no redirect, no admin call).
 */
export function AdminArea() {
  return (
    <AdminGuard fallback={<NotTheirs />}>
      <Outlet />
    </AdminGuard>
  );
}

/**
 * The cluster report page's chunk, imported from here rather than from the route table: only omnipotent users open
 * it, and the list of what it preloads would otherwise weigh on the entry chunk of every page (the route budgets).
 */
export const loadClusterReportPage = () => import('./ClusterReportPage');
