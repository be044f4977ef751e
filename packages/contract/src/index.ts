export * from './about.js';
export * from './api.js';
export * from './constants.js';
export * from './endpoint.js';
export * from './messages.js';
export * from './users.js';
