export { createPersonsService, type PersonsService } from './persons.service.js';
export { registerPersonsRoutes } from './persons.routes.js';
