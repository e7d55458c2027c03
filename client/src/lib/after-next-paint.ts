import { useLayoutEffect, useState } from 'react';

// What the scheduling needs of the page (the window; a fake one in tests).
export type FrameHost = {
  requestAnimationFrame(run: () => void): number;
  cancelAnimationFrame(frame: number): void;
  setTimeout(run: () => void, ms: number): ReturnType<typeof setTimeout>;
  clearTimeout(timer: ReturnType<typeof setTimeout> | undefined): void;
};

// Runs `run` once the next frame has been painted: a frame callback runs before that frame's
// paint, and a task queued from it runs after the paint. Returns the cancel.
export function afterNextPaint(run: () => void, host: FrameHost = window): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = host.requestAnimationFrame(() => {
    timer = host.setTimeout(run, 0);
  });
  return () => {
    host.cancelAnimationFrame(frame);
    host.clearTimeout(timer);
  };
}

// Issue 39: a part that appears at a tap (the timeout's banner, the line that says why a button is
// off) is drawn in the frame after the tap's own answer. The tap's paint shows what the finger
// changed; the new part's first style and layout (its text shaped for the first time) then do not
// hold that paint back: a long task split at the paint, as Interaction to Next Paint asks. The value
// is shown at once when the component first draws, when it changes from one value to another, and
// when it goes (null). (A layout effect: the wait starts in the tap's own task, so the part comes in
// the very next frame.)
export function useAppearAfterPaint<T>(value: T | null): T | null {
  const present = value !== null;
  const [appeared, setAppeared] = useState(present);
  // gone: the next appearance waits again (state adjusted while drawing, not in an effect)
  if (!present && appeared) setAppeared(false);
  useLayoutEffect(() => {
    if (!present || appeared) return;
    return afterNextPaint(() => setAppeared(true));
  }, [present, appeared]);
  return appeared ? value : null;
}
