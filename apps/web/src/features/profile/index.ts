export { ProfileOverview } from './ProfileOverview';
