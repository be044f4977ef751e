import { Outlet } from 'react-router';
import { SignedInFrame } from './SignedInFrame';

/** The layout route of the signed-in pages: the routed page inside the signed-in frame. */
export function SignedInLayout() {
  return (
    <SignedInFrame>
      <Outlet />
    </SignedInFrame>
  );
}
