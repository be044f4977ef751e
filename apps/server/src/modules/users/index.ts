export { createAccountsService, type AccountsService } from './accounts.service.js';
export { createAuthService, type AuthService } from './auth.service.js';
export { registerSessionLoader } from './session.plugin.js';
export { registerUsersRoutes } from './users.routes.js';
export { listUsers, setUserFlag, type UserFlag, type UserRow } from './users.repository.js';
export { deleteUserSessions, purgeExpiredAccountData } from './sessions.repository.js';
