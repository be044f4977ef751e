import { screenMessage } from '@quarry/contract';
import { CenteredPanel } from '../../components/layout';

/** Any path outside the route table (route name not-found). */
export function NotFoundPage() {
  return <CenteredPanel title={screenMessage.notFound} />;
}
