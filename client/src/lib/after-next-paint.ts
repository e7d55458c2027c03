import { useLayoutEffect, useState } from 'react';

// What the scheduling needs of the page (the window; a fake one in tests).
export type FrameHost = {
  requestAnimationFrame(run: () => void): number;
  cancelAnimationFrame(frame: number): void;
  setTimeout(run: () => void, ms: number): ReturnType<typeof setTimeout>;
  clearTimeout(timer: ReturnType<typeof setTimeout> | undefined): void;
};

// A page that gets no frames (a tab in the background) runs `run` after this long instead.
const NO_FRAME_MS = 100;

// Runs `run` in a task after the next frame has been painted, as Preact runs effects: a frame
// callback runs before that frame's paint, and a task queued from it runs after the paint. On a page
// that gets no frames, after NO_FRAME_MS. Returns the cancel. (The first render's hydration takes its
// turns with it too, first-render.ts.)
export function afterNextPaint(run: () => void, host: FrameHost = window): () => void {
  let started = false;
  let task: ReturnType<typeof setTimeout> | undefined;
  const start = () => {
    if (started) return;
    started = true;
    host.cancelAnimationFrame(frame);
    host.clearTimeout(noFrame);
    task = host.setTimeout(run, 0);
  };
  const frame = host.requestAnimationFrame(start);
  const noFrame = host.setTimeout(start, NO_FRAME_MS);
  return () => {
    started = true;
    host.cancelAnimationFrame(frame);
    host.clearTimeout(noFrame);
    host.clearTimeout(task);
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
