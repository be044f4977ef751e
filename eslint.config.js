// Lint rules keep the layers apart; each message says why the boundary exists.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const contractOnlyZod = {
  patterns: [
    {
      regex: '^(?!zod$|\\.)',
      message:
        'The contract package is shared by the web app and the server: it may import only zod, so it stays runnable in both.',
    },
  ],
};

// Feature boundaries (through their index, no cycles, pages above features) are dependency-cruiser's:
// .dependency-cruiser.web.cjs, run by npm run check:boundaries.
const webBoundaries = {
  patterns: [
    {
      group: ['@quarry/server', '@quarry/server/*', '**/apps/server/**', '**/server/src/**'],
      message:
        'The web app never imports server code: talk to the server through the API client built on @quarry/contract.',
    },
  ],
};

const serverBoundaries = {
  patterns: [
    {
      group: ['@quarry/web', '@quarry/web/*', '**/apps/web/**', 'react', 'react-dom'],
      message: 'The server never imports web code: shared rules belong in @quarry/contract.',
    },
  ],
};

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/*.tsbuildinfo', 'test-results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['packages/contract/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', contractOnlyZod] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', webBoundaries],
    },
  },
  {
    files: ['apps/server/src/**/*.{ts,mjs}'],
    rules: { 'no-restricted-imports': ['error', serverBoundaries] },
  },
);
