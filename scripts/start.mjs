// `npm start`: install, build, and serve the app with the embedded database on http://127.0.0.1:4000.
import { build, ensureInstalled, log, root } from './lib.mjs';
import { spawn } from 'node:child_process';

await ensureInstalled();
await build();
log('Starting Quarry…');
const server = spawn(process.execPath, ['apps/server/dist/main.js'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
