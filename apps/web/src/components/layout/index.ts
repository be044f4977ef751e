export { CenteredPanel } from './CenteredPanel';
export { FormMessage } from './FormMessage';
export { PageLoader } from './PageLoader';
export { HeaderSlotProvider, HeaderSlotTarget, InHeader } from './HeaderSlot';
