export { TimelineTab } from './TimelineTab';
