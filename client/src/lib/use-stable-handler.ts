import { useCallback, useLayoutEffect, useRef } from 'react';

// A handler whose identity never changes and which always runs the latest render's function: a
// memoized child given it is not drawn again because its parent was (issue 39). Only for events,
// never called during a render.
export function useStableHandler<Args extends unknown[], Result>(handler: (...args: Args) => Result): (...args: Args) => Result {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
