import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, useEffect } from 'react';
import { Router } from 'wouter';
import { App } from './app';
import { setFirstRenderInstant } from './first-render';

// The whole app as both the server (ssrPath set) and the browser render it: the same tree, so the
// browser's hydration matches the server's markup.
export function AppRoot({ queryClient, ssrPath, ssrSearch }: { queryClient: QueryClient; ssrPath?: string; ssrSearch?: string }) {
  return (
    <StrictMode>
      <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
        <FirstRenderDone />
        <App queryClient={queryClient} />
      </Router>
    </StrictMode>
  );
}

// Once the first render is on screen, clocks count from the live estimate.
function FirstRenderDone() {
  useEffect(() => setFirstRenderInstant(null), []);
  return null;
}
