import { useSearchParams } from 'react-router';
import { CenteredPanel } from '../../components/layout';
import { authLabel, ResetRequestForm, SetPasswordFlow } from '../../features/auth';
import { screenTitle, useDocumentTitle } from '../../lib/useDocumentTitle';

/** /reset: the forgot-password request, or with ?token= the set-new-password screen. */
export function ResetPage() {
  const [search] = useSearchParams();
  const token = search.get('token');
  useDocumentTitle(token ? screenTitle.newPassword : screenTitle.reset);
  return token ? (
    <CenteredPanel title={authLabel.newPasswordTitle}>
      <SetPasswordFlow key={token} token={token} />
    </CenteredPanel>
  ) : (
    <CenteredPanel title={authLabel.resetTitle}>
      <ResetRequestForm />
    </CenteredPanel>
  );
}
