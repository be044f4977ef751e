import { useSearchParams } from 'react-router';
import { CenteredPanel } from '../../components/layout';
import { authLabel, ResetRequestForm, SetPasswordFlow } from '../../features/auth';

/** /reset: the forgot-password request, or with ?token= the set-new-password screen. */
export function ResetPage() {
  const [search] = useSearchParams();
  const token = search.get('token');
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
