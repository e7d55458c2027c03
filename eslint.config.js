// ESLint flat config (ESLint 10, typescript-eslint 8). Syntax-only rules: no type information,
// so `eslint .` stays fast; `tsc` (npm run typecheck) does the type checking.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The layering (docs/ARCHITECTURE.md, decision 034), as import rules. Each folder lists what it may
// not import; a file matches one layer only, since a later config's rule options replace earlier ones.
const FORBIDDEN = {
  client: { group: ['**/client/**'], message: 'The server and common/ never import the client.' },
  server: { group: ['**/server/**'], message: 'Only the server imports server code.' },
  modules: { group: ['**/modules/**'], message: 'The transport and cross-cutting layers (auth, db, http, live, plugins) import no module: a module uses them.' },
  live: { group: ['**/live/**'], message: 'auth/ knows no transport.' },
  plugins: { group: ['**/plugins/**'], message: 'auth/ knows no Fastify plugin.' },
  routes: { group: ['**/routes', '**/*-routes'], message: 'Use cases and stores never import routes.' },
};
const NO_HTTP = { name: 'fastify', message: 'No FastifyRequest or reply below the route: a use case takes an actor and plain input (decision 034).' };

function layer(name, files, forbidden, paths = []) {
  return {
    name: `project/layer-${name}`,
    files,
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/test-fixtures.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: forbidden.map((key) => FORBIDDEN[key]), paths }] },
  };
}

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

  layer('common', ['common/**/*.ts'], ['client', 'server']),
  layer('client', ['client/**/*.{ts,tsx}'], ['server']),
  layer('server', ['server/**/*.ts'], ['client']),
  layer('transport', ['server/{db,http,live,plugins}/**/*.ts'], ['client', 'modules']),
  layer('auth', ['server/auth/**/*.ts'], ['client', 'modules', 'live', 'plugins']),
  // below the routes: use cases, stores, presenters (routes are routes.ts and *-routes.ts)
  layer('modules', ['server/modules/**/*.ts'], ['client', 'routes'], [NO_HTTP]),
  layer('routes', ['server/modules/**/routes.ts', 'server/modules/**/*-routes.ts'], ['client']),
  // The one place the server imports the client: the scoreboard rendered on the server renders the
  // client's own components and seeds its query keys (decision 027).
  layer('server-rendered-page', ['server/modules/scoreboard/page/**/*.{ts,tsx}'], [], [NO_HTTP]),

  // Playwright specs run in Node but hand callbacks to the page (page.evaluate).
  {
    name: 'project/e2e',
    files: ['e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
]);
