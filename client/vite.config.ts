import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { reactAsPreact } from '../scripts/react-as-preact.mjs';

const clientRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

// The Vite root is client/; the server serves the built files from dist/client at the repo root.
export default defineConfig({
  root: clientRoot,
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      ...reactAsPreact,
      '@common': `${repoRoot}common`,
      '@client': `${clientRoot}src`,
    },
  },
  build: {
    outDir: `${repoRoot}dist/client`,
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    // Anchored patterns: a bare '/api' prefix would also swallow the /api-keys page.
    proxy: {
      '^/api([/?]|$)': { target: 'http://localhost:3000' },
      '^/ws([/?]|$)': { target: 'http://localhost:3000', ws: true },
    },
  },
});
