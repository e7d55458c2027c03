import { Undo2 } from 'lucide-react';
import { memo, useEffect, useState } from 'react';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/utils';
import { GAME_CONTROL_TEXT as TEXT } from './texts';
import { UNDO_WINDOW_MS } from './undo';

// the tap's journal key, its words, when it was made, and the latest event id known then (its own
// event is a later one)
export type LastTap = { key: string; what: string; at: number; eventsBefore: number };

// The dock's height, and the room the page keeps for it at its end: one class, so the two agree.
// A 48 px button, 8 px above it and the phone's safe area (at least 8 px) below, a 1 px border.
const DOCK_HEIGHT = 'h-[calc(3.5rem+1px+max(0.5rem,env(safe-area-inset-bottom)))]';

// Issue 37: "Undo Touchdown, Black Panthers" for 10 s after each undoable tap, at the bottom of the
// screen where the thumb is. Issue 45 (decision 060): in a dock that is always there while the game
// can be run (undoDockShown), so nothing comes over the page at a tap: the page ends with the dock's
// height free, and out of the Undo's 10 s the dock holds a quiet line, no button, nothing to tap.
// Not announced (no live region): the tap's own control shows what it did; the line is read in its
// place, at the page's end. One timeout ends the Undo's window: nothing ticks.
export const UndoDock = memo(function UndoDock({ tap, onUndo }: { tap: LastTap | null; onUndo: (tap: LastTap) => void }) {
  const [hidden, setHidden] = useState<string | null>(null);
  useEffect(() => {
    if (!tap) return;
    const timer = setTimeout(() => setHidden(tap.key), Math.max(0, tap.at + UNDO_WINDOW_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [tap]);
  const offered = tap !== null && hidden !== tap.key ? tap : null;
  return (
    <>
      <div
        data-testid="undo-bar"
        className={cn('fixed inset-x-0 bottom-0 z-40 m-0 border-t bg-background px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))]', DOCK_HEIGHT)}
      >
        <div className="mx-auto flex h-12 max-w-md items-center justify-center">
          {offered ? (
            <Button
              className="h-12 w-full bg-slate-900 text-base text-white shadow-lg hover:bg-slate-800"
              onClick={() => {
                setHidden(offered.key);
                onUndo(offered);
              }}
            >
              <Undo2 aria-hidden />
              <span className="truncate">{TEXT.undoTap(offered.what)}</span>
            </Button>
          ) : (
            <p className="text-center text-sm leading-tight text-balance text-muted-foreground">{TEXT.undoDockHint(UNDO_WINDOW_MS / 1000)}</p>
          )}
        </div>
      </div>
      {/* the room at the page's end, last so that a stack's spacing does not add to it */}
      <div className={DOCK_HEIGHT} aria-hidden />
    </>
  );
});
