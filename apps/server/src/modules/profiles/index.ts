export { createProfileService, type ProfilePorts, type ProfileService } from './profile.service.js';
export { registerProfileRoutes } from './profile.routes.js';
