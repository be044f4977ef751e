import { builtServerMain, repoRoot } from '@quarry/testkit';
import path from 'node:path';

export const serverMain = builtServerMain;
export const webIndex = path.join(repoRoot, 'apps/web/dist/index.html');
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
