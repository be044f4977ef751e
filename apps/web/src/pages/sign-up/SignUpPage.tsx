import { CenteredPanel } from '../../components/layout';
import { authLabel, SignUpForm } from '../../features/auth';
import { screenTitle, useDocumentTitle } from '../../lib/useDocumentTitle';

/** /sign-up. */
export function SignUpPage() {
  useDocumentTitle(screenTitle.signUp);
  return (
    <CenteredPanel title={authLabel.signUp}>
      <SignUpForm />
    </CenteredPanel>
  );
}
