// The server reads its numbered SQL migrations next to its compiled code: copy them into dist/.
import fs from 'node:fs';

const from = new URL('../apps/server/src/db/migrations/', import.meta.url);
const to = new URL('../apps/server/dist/db/migrations/', import.meta.url);
fs.rmSync(to, { recursive: true, force: true });
fs.cpSync(from, to, { recursive: true });
