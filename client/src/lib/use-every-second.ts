import { useEffect, useState } from 'react';

// A value read again each second while `enabled` (the instant a screen counts from); `initial`
// until the first read. `read` is one function for the screen's life (a module's), or the timer
// starts again at each render.
export function useEverySecond<T>(enabled: boolean, read: () => T, initial: () => T): T {
  const [value, setValue] = useState(initial);
  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => setValue(read()), 1000);
    return () => clearInterval(timer);
  }, [enabled, read]);
  return value;
}
