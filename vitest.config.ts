import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { reactAsPreact, reactImporters } from './scripts/react-as-preact.mjs';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// Two projects (`vitest run --project unit|api`), both inheriting the root's resolve.alias.
// The API project reads TEST_DATABASE_URL through server/test/: set, each file gets a fresh
// database on that PostgreSQL server; unset, in-memory PGlite.
export default defineConfig({
  resolve: {
    alias: {
      ...reactAsPreact,
      // lucide-react's "node" export is its CommonJS build, whose require('react') no alias reaches;
      // the server's esbuild bundle takes the ES module ("module" condition), so do the tests
      'lucide-react': r('./node_modules/lucide-react/dist/esm/lucide-react.mjs'),
      '@common': r('./common'),
      '@client': r('./client/src'),
    },
  },
  test: {
    // Packages that import React are bundled through the alias too, so a server rendering in a test
    // runs one Preact, as the built server does (decision 033).
    server: { deps: { inline: reactImporters.map((name) => new RegExp(`node_modules/${name.source.slice(1)}`)) } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['common/**/*.test.ts', 'client/**/*.test.{ts,tsx}', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          pool: 'forks',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
