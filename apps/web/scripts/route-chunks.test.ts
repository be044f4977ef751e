import { describe, expect, it } from 'vitest';
import { entryKey, measureRoute, routeChunks, routeStyles, routesWithoutBudget } from './route-chunks.mjs';

// A manifest as Vite writes it: the entry, a shared vendor chunk, two lazily loaded pages sharing a form chunk, a
// dialog a page loads only when it opens, and a page that is never given a budget.
const manifest = {
  'index.html': {
    file: 'assets/index-a1.js',
    isEntry: true,
    imports: ['_react-b2.js'],
    dynamicImports: [
      'src/pages/sign-in/SignInPage.tsx',
      'src/pages/workspace/WorkspacePage.tsx',
      'src/pages/new/NewPage.tsx',
    ],
    css: ['assets/index-c3.css'],
  },
  '_react-b2.js': { file: 'assets/react-b2.js' },
  '_forms-d4.js': { file: 'assets/forms-d4.js', imports: ['index.html', '_react-b2.js'] },
  'src/pages/sign-in/SignInPage.tsx': {
    file: 'assets/SignInPage-e5.js',
    imports: ['index.html', '_forms-d4.js'],
    dynamicImports: ['src/features/auth/SuspendedDialog.tsx'],
  },
  'src/features/auth/SuspendedDialog.tsx': {
    file: 'assets/SuspendedDialog-f6.js',
    imports: ['index.html', '_react-b2.js'],
  },
  'src/pages/workspace/WorkspacePage.tsx': {
    file: 'assets/WorkspacePage-g7.js',
    imports: ['index.html', '_react-b2.js', '_forms-d4.js'],
    css: ['assets/WorkspacePage-h8.css'],
  },
  'src/pages/new/NewPage.tsx': { file: 'assets/NewPage-i9.js', imports: ['index.html'] },
};

const sizes: Record<string, number> = {
  'assets/index-a1.js': 50,
  'assets/react-b2.js': 80,
  'assets/forms-d4.js': 7,
  'assets/SignInPage-e5.js': 3,
  'assets/SuspendedDialog-f6.js': 25,
  'assets/WorkspacePage-g7.js': 60,
};
const sizeOf = (file: string) => sizes[file]!;

describe('routeChunks', () => {
  it('is the entry and the route module, each with their static imports, every file once', () => {
    expect(routeChunks(manifest, ['src/pages/sign-in/SignInPage.tsx'])).toEqual([
      'assets/index-a1.js',
      'assets/react-b2.js',
      'assets/SignInPage-e5.js',
      'assets/forms-d4.js',
    ]);
  });

  it('leaves out what the route loads only on demand (a dialog, other routes)', () => {
    const files = routeChunks(manifest, ['src/pages/sign-in/SignInPage.tsx']);
    expect(files).not.toContain('assets/SuspendedDialog-f6.js');
    expect(files).not.toContain('assets/WorkspacePage-g7.js');
  });

  it('is the entry alone for a route without lazy modules', () => {
    expect(routeChunks(manifest, [])).toEqual(['assets/index-a1.js', 'assets/react-b2.js']);
  });

  it('fails on a module the manifest does not have, rather than under-counting', () => {
    expect(() => routeChunks(manifest, ['src/pages/renamed/Page.tsx'])).toThrow(
      /src\/pages\/renamed\/Page.tsx is not in the manifest/,
    );
  });

  it('needs exactly one entry', () => {
    expect(entryKey(manifest)).toBe('index.html');
    expect(() => entryKey({ a: { file: 'a.js' } })).toThrow(/found 0/);
  });
});

describe('measureRoute', () => {
  it('sums the compressed sizes of the route files and compares them with the budget', () => {
    const route = { route: '/sign-in', modules: ['src/pages/sign-in/SignInPage.tsx'], budgetBytes: 140 };
    expect(measureRoute(manifest, route, sizeOf)).toMatchObject({ bytes: 140, withinBudget: true });
    expect(measureRoute(manifest, { ...route, budgetBytes: 139 }, sizeOf)).toMatchObject({
      bytes: 140,
      withinBudget: false,
    });
  });

  it('counts a chunk two route modules share once', () => {
    const route = {
      route: 'both',
      modules: ['src/pages/sign-in/SignInPage.tsx', 'src/pages/workspace/WorkspacePage.tsx'],
      budgetBytes: 1000,
    };
    expect(measureRoute(manifest, route, sizeOf).bytes).toBe(50 + 80 + 3 + 7 + 60);
  });
});

describe('routeStyles', () => {
  it('lists the style sheets of the route chunks', () => {
    expect(routeStyles(manifest, ['src/pages/sign-in/SignInPage.tsx'])).toEqual(['assets/index-c3.css']);
    expect(routeStyles(manifest, ['src/pages/workspace/WorkspacePage.tsx'])).toEqual([
      'assets/index-c3.css',
      'assets/WorkspacePage-h8.css',
    ]);
  });
});

describe('routesWithoutBudget', () => {
  it('names the lazily loaded route modules no budget covers, not the dialogs', () => {
    const routes = [
      { route: '/sign-in', modules: ['src/pages/sign-in/SignInPage.tsx'], budgetBytes: 1 },
      { route: '/workspace', modules: ['src/pages/workspace/WorkspacePage.tsx'], budgetBytes: 1 },
    ];
    expect(routesWithoutBudget(manifest, routes, (key: string) => key.startsWith('src/pages/'))).toEqual([
      'src/pages/new/NewPage.tsx',
    ]);
  });
});

describe('a page Vite keys by its chunk (a dialog it loads lazily imports from it)', () => {
  it('is found by its dynamic entry’s name', () => {
    const keyedByChunk = {
      'index.html': { file: 'assets/index-a1.js', isEntry: true, dynamicImports: ['_ProfilePage-x1.js'] },
      '_ProfilePage-x1.js': {
        file: 'assets/ProfilePage-x1.js',
        name: 'ProfilePage',
        isDynamicEntry: true,
        imports: ['index.html'],
        dynamicImports: ['src/features/Crop.tsx'],
      },
      'src/features/Crop.tsx': { file: 'assets/Crop-y2.js', imports: ['_ProfilePage-x1.js'] },
    };
    expect(routeChunks(keyedByChunk, ['src/pages/profile/ProfilePage.tsx'])).toEqual([
      'assets/index-a1.js',
      'assets/ProfilePage-x1.js',
    ]);
  });
});
