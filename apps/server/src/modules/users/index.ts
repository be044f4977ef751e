export { createAccountsService, type AccountsService } from './accounts.service.js';
export { createAuthService, type AuthService } from './auth.service.js';
export { registerSessionLoader } from './session.plugin.js';
export { registerUsersRoutes } from './users.routes.js';
export type { UserFlag, UserRow } from './users.repository.js';
export { createUserAdminService, type UserAdminService } from './user-admin.service.js';
