// ESLint flat config (ESLint 10, typescript-eslint 8). Syntax-only rules: no type information,
// so `eslint .` stays fast; `tsc` (npm run typecheck) does the type checking.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    'dist/',
    'data/',
    '.tmp/',
    'test-results/',
    'playwright-report/',
    'blob-report/',
    'coverage/',
    'server/db/migrations/',
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,

  {
    name: 'project/all',
    files: ['**/*.{js,mjs,cjs,ts,mts,cts,tsx}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': 'off',
    },
  },

  // The React app runs in the browser.
  {
    name: 'project/client',
    files: ['client/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser } },
  },

  // Playwright specs run in Node but hand callbacks to the page (page.evaluate).
  {
    name: 'project/e2e',
    files: ['e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
]);
