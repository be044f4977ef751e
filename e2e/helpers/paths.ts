import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const serverMain = fileURLToPath(new URL('../../apps/server/dist/main.js', import.meta.url));
export const webIndex = fileURLToPath(new URL('../../apps/web/dist/index.html', import.meta.url));
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
