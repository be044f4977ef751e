// `npm run dev`: the API on 4000 (rebuilt and restarted on change) and Vite on 4001 proxying /api to it.
import { spawn } from 'node:child_process';
import { ensureInstalled, log, npm, root, runOrExit } from './lib.mjs';

await ensureInstalled();
await runOrExit(npm, ['exec', '--', 'tsc', '-b', 'packages/contract', 'apps/server']);
await runOrExit(process.execPath, ['scripts/copy-migrations.mjs']);

const children = [
  spawn(npm, ['exec', '--', 'tsc', '-b', '-w', '--preserveWatchOutput', 'packages/contract', 'apps/server'], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn(
    process.execPath,
    ['--watch-path=apps/server/dist', '--watch-path=packages/contract/dist', 'apps/server/dist/main.js'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, PORT: process.env.PORT ?? '4000' },
    },
  ),
  spawn(npm, ['run', 'dev', '-w', '@quarry/web'], { cwd: root, stdio: 'inherit' }),
];
log('Dev servers: API http://127.0.0.1:4000, web app http://127.0.0.1:4001 (use this one).');
const stopAll = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
for (const child of children)
  child.on('exit', () => {
    stopAll();
    process.exitCode = 1;
  });
