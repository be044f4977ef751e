export { EntityGraphTab } from './EntityGraphTab';
