import { Undo2 } from 'lucide-react';
import { memo, useEffect, useState } from 'react';
import { Button } from '@client/components/ui/button';
import { GAME_CONTROL_TEXT as TEXT } from './texts';
import { UNDO_WINDOW_MS } from './undo';

// the tap's journal key, its words, when it was made, and the latest event id known then (its own
// event is a later one)
export type LastTap = { key: string; what: string; at: number; eventsBefore: number };

// Issue 37: "Undo Touchdown, Black Panthers" for 10 s after each undoable tap, at the bottom of the
// screen where the thumb is, in the ~100 px left free under the down control (decision 024). One
// timeout hides it: nothing ticks.
export const UndoBar = memo(function UndoBar({ tap, onUndo }: { tap: LastTap | null; onUndo: (tap: LastTap) => void }) {
  const [hidden, setHidden] = useState<string | null>(null);
  useEffect(() => {
    if (!tap) return;
    const timer = setTimeout(() => setHidden(tap.key), Math.max(0, tap.at + UNDO_WINDOW_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [tap]);
  if (!tap || hidden === tap.key) return null;
  return (
    <div className="fixed inset-x-0 bottom-0 z-40 flex justify-center px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
      <Button
        className="h-14 w-full max-w-md bg-slate-900 text-base text-white shadow-lg hover:bg-slate-800"
        onClick={() => {
          setHidden(tap.key);
          onUndo(tap);
        }}
      >
        <Undo2 aria-hidden />
        <span className="truncate">{TEXT.undoTap(tap.what)}</span>
      </Button>
    </div>
  );
});
