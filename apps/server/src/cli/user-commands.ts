import type { Database } from '../db/database.js';
import { createUserAdminService, type UserFlag, type UserRow } from '../modules/users/index.js';

export const USAGE = `Manage Quarry accounts (the same database settings as the server: DATA_DIR or DATABASE_URL).

  npm run user -- list
  npm run user -- set <email> <admin|omnisol|facultyWorks> <on|off>
  npm run user -- suspend <email>
  npm run user -- unsuspend <email>`;

const FLAG_COLUMNS: Record<string, UserFlag> = { admin: 'admin', omnisol: 'omnisol', facultyWorks: 'faculty_works' };

export class UsageError extends Error {}

function describe(user: UserRow): string {
  const kinds = [
    user.admin && 'admin',
    user.omnisol && 'omnisol',
    user.faculty_works && 'facultyWorks',
    user.suspended && 'SUSPENDED',
  ];
  return `${String(user.id).padStart(4)}  ${user.email}  (${user.nickname})  ${kinds.filter(Boolean).join(', ') || 'user'}`;
}

async function setFlag(db: Database, email: string | undefined, column: UserFlag, on: boolean): Promise<string> {
  if (!email) throw new UsageError('Give the account e-mail.');
  const user = await createUserAdminService(db).setFlag(email, column, on);
  if (!user) throw new Error(`No account with the e-mail ${email}.`);
  return describe(user);
}

export async function runUserCommand(db: Database, args: string[]): Promise<string> {
  const [command, email, flag, value] = args;
  switch (command) {
    case 'list': {
      const users = await createUserAdminService(db).list();
      return users.length ? users.map(describe).join('\n') : 'No accounts yet.';
    }
    case 'set': {
      const column = flag ? FLAG_COLUMNS[flag] : undefined;
      if (!column) throw new UsageError('The flag is one of admin, omnisol, facultyWorks.');
      if (value !== 'on' && value !== 'off') throw new UsageError('Say on or off.');
      return setFlag(db, email, column, value === 'on');
    }
    case 'suspend':
    case 'unsuspend':
      return setFlag(db, email, 'suspended', command === 'suspend');
    default:
      throw new UsageError(command ? `Unknown command "${command}".` : 'Give a command.');
  }
}
