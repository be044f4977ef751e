import { existsSync } from 'node:fs';
import { chromiumPath, serverMain, webIndex } from './paths.js';

/** Fails fast, with the fix, when something the specs need is missing. */
export default function checkPrerequisites(): void {
  const missing = [
    [serverMain, 'the built server: run `npx tsc -b` at the repository root'],
    [webIndex, 'the built web app: run `npm run build -w @quarry/web`'],
    [chromiumPath, 'Chromium: `apt-get install -y chromium` (or set CHROMIUM_PATH)'],
  ].filter(([file]) => !existsSync(file!));
  if (missing.length > 0) {
    throw new Error(`End-to-end tests need:\n${missing.map(([file, fix]) => `- ${file} — ${fix}`).join('\n')}`);
  }
}
