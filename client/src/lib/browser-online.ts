import { useExternalStore } from './external-store';

function subscribeToNetwork(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

// The browser's own word on the network: offline is certain, online only hopeful. The server render
// (and the first client render after it) says online.
export function useBrowserOnline(): boolean {
  return useExternalStore(
    subscribeToNetwork,
    () => navigator.onLine,
    () => true,
  );
}
