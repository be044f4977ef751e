import { useSearchParams } from 'react-router';
import { CenteredPanel } from '../../components/layout';
import { authLabel, RegisterCompletion } from '../../features/auth';
import { screenTitle, useDocumentTitle } from '../../lib/useDocumentTitle';

/** /register?token=…: completes a sign-up from its activation link. */
export function RegisterPage() {
  useDocumentTitle(screenTitle.register);
  const [search] = useSearchParams();
  const token = search.get('token');
  return (
    <CenteredPanel title={authLabel.registerTitle}>
      <RegisterCompletion key={token ?? ''} token={token} />
    </CenteredPanel>
  );
}
