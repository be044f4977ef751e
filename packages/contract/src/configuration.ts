/*
 * The Investigation Configuration (doc 2 §3 "Investigation configuration", §4 "Configuration dialog", §5
 * "Configuration save", §6, §9): its shape, its one validation function (the web dialog shows its messages live,
 * the server answers the first one with a 400), the pages each kind of investigation shows, and its calls.
 */

export * from './configuration/limits.js';
export * from './configuration/lines.js';
export * from './configuration/schema.js';
export * from './configuration/pages.js';
export * from './configuration/journals.js';
export * from './configuration/validation.js';
export * from './configuration/endpoints.js';
