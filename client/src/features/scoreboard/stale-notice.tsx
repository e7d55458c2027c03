import { WifiOff } from 'lucide-react';
import { updateAge } from './format';
import { SCOREBOARD_TEXT as TEXT } from './texts';
import { useBoardFreshness } from './use-board-freshness';

// Issue 17: 'Reconnecting… last update 0:42 ago', counting, while the board may be out of date. It
// floats over the bottom of the screen, so it is seen wherever the page is scrolled, and showing or
// clearing it moves nothing. It judges the board's freshness itself, so its once-a-second look
// re-renders this notice, not the board.
export function StaleNotice({ lastUpdateAt, followsSocket }: { lastUpdateAt: number | null; followsSocket: boolean }) {
  const freshness = useBoardFreshness(lastUpdateAt, followsSocket);
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-40 flex justify-center px-3" aria-live="polite">
      {freshness.stale ? (
        <p role="status" data-testid="stale-notice" className="inline-flex items-center gap-2 rounded-full border-2 border-slate-950 bg-amber-300 px-4 py-2 text-sm font-bold text-slate-950 shadow-xl sm:text-base">
          <WifiOff className="size-5 shrink-0" aria-hidden />
          <span>
            {TEXT.reconnecting} <span className="whitespace-nowrap tabular-nums">{TEXT.lastUpdate(updateAge(freshness.secondsSinceUpdate))}</span>
          </span>
        </p>
      ) : null}
    </div>
  );
}
