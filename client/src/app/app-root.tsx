import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, useEffect } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { App } from './app';
import { firstRenderCommitted } from '@client/lib/first-render';

// The whole app as both the server (ssrPath set) and the browser render it: the same tree, so the
// browser's hydration matches the server's markup. The server's location is a fixed one: the
// browser's location hook reads `location`, which a server does not have.
export function AppRoot({ queryClient, ssrPath, ssrSearch }: { queryClient: QueryClient; ssrPath?: string; ssrSearch?: string }) {
  // (wouter joins the search to the path with its own '?')
  const serverLocation = ssrPath === undefined ? null : memoryLocation({ path: ssrPath, searchPath: (ssrSearch ?? '').replace(/^\?/, ''), static: true });
  return (
    <StrictMode>
      <Router {...(serverLocation ? { hook: serverLocation.hook, searchHook: serverLocation.searchHook } : {})}>
        <FirstRenderDone />
        <App queryClient={queryClient} />
      </Router>
    </StrictMode>
  );
}

// Once the first render is on screen (and the parts hydrated later are too), clocks count from the
// live estimate and the hydration is over.
function FirstRenderDone() {
  useEffect(() => {
    firstRenderCommitted();
  }, []);
  return null;
}
