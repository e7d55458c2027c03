// Decision 033: the client's React code runs on Preact (through preact/compat) in the browser and in
// the server's rendering of the scoreboard. One alias map for the three builds that resolve imports:
// Vite (the client), esbuild (the server bundle) and Vitest. A bare name maps its subpaths too:
// react/jsx-runtime -> preact/compat/jsx-runtime, react-dom/client -> preact/compat/client,
// react-dom/server -> preact/compat/server. wouter imports React's useSyncExternalStore through the
// shim package, which requires React itself: preact/compat has the hook.
export const reactAsPreact = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'use-sync-external-store/shim/index.js': 'preact/compat',
};

// The packages of the client's components that import React: a build that keeps node_modules
// outside its bundle (the server's, Vitest's) must take these in, or they would load React itself.
export const reactImporters = [/^@tanstack\/react-query/, /^wouter/, /^@radix-ui\//, /^lucide-react/, /^react-hook-form/, /^@hookform\//, /^react-remove-scroll/, /^react-style-singleton/, /^use-callback-ref/, /^use-sidecar/];

// The alias's target of an import, or undefined when the alias does not name it.
export function aliasOf(specifier) {
  for (const [from, to] of Object.entries(reactAsPreact)) {
    if (specifier === from) return to;
    if (specifier.startsWith(`${from}/`)) return `${to}${specifier.slice(from.length)}`;
  }
  return undefined;
}
