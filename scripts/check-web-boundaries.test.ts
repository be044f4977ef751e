import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { webBoundaryProblems } from './check-web-boundaries.mjs';
import { root } from './lib.mjs';

// Probe files are written into apps/web/src for one test and removed after it; the cruise starts from them and
// follows what they import, so each test sees the problems the probes bring (the real tree has none).
const written: string[] = [];
function probe(file: string, text: string): string {
  const relative = `apps/web/src/${file}`;
  fs.writeFileSync(path.join(root, relative), text);
  written.push(relative);
  return relative;
}
afterEach(() => {
  for (const file of written.splice(0)) fs.rmSync(path.join(root, file), { force: true });
});

const rulesBroken = (problems: string[]) => problems.map((problem) => problem.split(':')[0]);

describe('the web boundaries (check:boundaries, web side)', { timeout: 60_000 }, () => {
  it("fail on a feature importing another feature's insides, naming both files and saying why", async () => {
    const file = probe('features/profile/boundaryProbe.ts', "import '../timeline/chartLayout';\n");
    const { problems } = await webBoundaryProblems([file]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      new RegExp(`^feature-to-feature-through-index: ${file} → apps/web/src/features/timeline/chartLayout\\.ts\\n`),
    );
    expect(problems[0]).toContain("why: A feature may use another feature, through that feature's index.ts only");
  });

  it('hold for the same feature reached through its index', async () => {
    const file = probe('features/profile/boundaryProbe.ts', "import '../timeline';\n");
    const { problems, modules } = await webBoundaryProblems([file]);
    expect(problems).toEqual([]);
    expect(modules).toBeGreaterThan(2);
  });

  it("fail on a page reaching into a feature's insides", async () => {
    const file = probe('pages/boundaryProbe.ts', "import '../features/timeline/chartLayout';\n");
    expect(rulesBroken((await webBoundaryProblems([file])).problems)).toEqual(['features-through-their-index']);
  });

  it('fail on shared code importing a feature, even through its index', async () => {
    const file = probe('lib/boundaryProbe.ts', "import '../features/timeline';\n");
    expect(rulesBroken((await webBoundaryProblems([file])).problems)).toEqual(['shared-code-imports-no-feature']);
  });

  it('fail on a feature importing a page', async () => {
    const file = probe('features/timeline/boundaryProbe.ts', "import '../../pages/not-found/NotFoundPage';\n");
    expect(rulesBroken((await webBoundaryProblems([file])).problems)).toContain('features-below-pages');
  });

  it('fail on two files that import each other', async () => {
    const first = probe('features/timeline/boundaryProbeA.ts', "import './boundaryProbeB';\n");
    probe('features/timeline/boundaryProbeB.ts', "import './boundaryProbeA';\n");
    expect(rulesBroken((await webBoundaryProblems([first])).problems)).toContain('web-no-circular');
  });

  it('fail on two features that use each other, even through their indexes', async () => {
    const first = probe('features/timeline/boundaryProbe.ts', "import '../profile';\n");
    const second = probe('features/profile/boundaryProbe.ts', "import '../timeline';\n");
    const { problems } = await webBoundaryProblems([first, second]);
    expect(rulesBroken(problems)).toEqual(['feature-cycle', 'feature-cycle']);
    expect(problems.join('\n')).toContain('features/timeline → features/profile');
  });
});
