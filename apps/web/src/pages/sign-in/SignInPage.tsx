import { CenteredPanel } from '../../components/layout';
import { authLabel, SignInForm } from '../../features/auth';

/** /sign-in (route name sign-in). */
export function SignInPage() {
  return (
    <CenteredPanel title={authLabel.signIn}>
      <SignInForm />
    </CenteredPanel>
  );
}
