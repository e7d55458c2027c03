import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// Two projects (`vitest run --project unit|api`), both inheriting the root's resolve.alias.
// The API project reads TEST_DATABASE_URL through server/test/: set, each file gets a fresh
// database on that PostgreSQL server; unset, in-memory PGlite.
export default defineConfig({
  resolve: {
    alias: {
      '@common': r('./common'),
      '@client': r('./client/src'),
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['common/**/*.test.ts', 'client/**/*.test.{ts,tsx}', 'bench/**/*.test.ts'],
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
