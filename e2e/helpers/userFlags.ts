import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { serverMain } from './paths.js';

const run = promisify(execFile);
const userCli = path.join(path.dirname(serverMain), 'cli/user.js');

export type UserFlag = 'admin' | 'omnisol' | 'facultyWorks';

/**
 * Turns an account flag on or off with the real `npm run user -- set …` tool, which shares the embedded database
 * of the running server (the same DATA_DIR).
 */
export async function setUserFlag(dataDir: string, email: string, flag: UserFlag, on = true): Promise<void> {
  await run(process.execPath, [userCli, 'set', email, flag, on ? 'on' : 'off'], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    timeout: 30_000,
  });
}
