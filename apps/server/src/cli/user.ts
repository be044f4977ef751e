import { loadConfig } from '../config.js';
import { openDatabaseForTool } from '../db/open-database.js';
import { runUserCommand, USAGE, UsageError } from './user-commands.js';

/** `npm run user -- …`: list accounts, set their flags, suspend them. */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.length === 0 || args[0] === '--help' || args[0] === 'help') {
    console.log(USAGE);
    return;
  }
  const db = await openDatabaseForTool(loadConfig({ LOG_LEVEL: 'silent', ...process.env }));
  try {
    console.log(await runUserCommand(db, args));
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof UsageError ? `${error.message}\n\n${USAGE}` : error instanceof Error ? error.message : error,
  );
  process.exit(error instanceof UsageError ? 2 : 1);
});
