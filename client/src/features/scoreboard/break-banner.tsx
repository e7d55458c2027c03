import { sideName } from '@common/brackets/sides';
import type { GameView } from '@common/game-rules';
import type { PublicGameDto } from '@common/schemas/games/dto';
import { formatClock } from '@client/lib/league-time';
import { SCOREBOARD_TEXT as TEXT } from './texts';

// Spec 2.7: '{TEAM} TIMEOUT' with its countdown and AUTO-ENDING, or HALFTIME BREAK with its countdown
// and AUTO-RESUMING. A timeout the referee ends by hand (auto timeouts off) has no countdown and shows
// its title alone; halftime always counts down (decision 009).
export function BreakBanner({ game, view }: { game: PublicGameDto; view: GameView }) {
  if (view.isTimeoutActive) {
    const team = view.timeoutTeam === 'home' ? sideName(game, 'home') : view.timeoutTeam === 'away' ? sideName(game, 'away') : null;
    return (
      <Banner
        tone="bg-amber-400 text-slate-950"
        title={team ? TEXT.teamTimeout(team) : TEXT.timeout}
        seconds={view.timeoutTimeRemaining}
        note={TEXT.autoEnding}
      />
    );
  }
  if (view.isHalftimeActive) {
    return (
      <Banner
        tone="bg-sky-300 text-slate-950"
        title={TEXT.halftimeBreak}
        seconds={view.halftimeTimeRemaining}
        note={game.autoTimeouts ? TEXT.autoResuming : null}
      />
    );
  }
  return null;
}

function Banner({ tone, title, seconds, note }: { tone: string; title: string; seconds: number | null; note: string | null }) {
  const counting = seconds !== null;
  return (
    <div role="status" data-testid="break-banner" className={`flex flex-wrap items-center justify-center gap-x-5 gap-y-1 px-4 py-3 text-center ${tone}`}>
      <span className="text-xl font-black tracking-wide break-words sm:text-3xl">{title}</span>
      {counting ? (
        <span data-testid="break-countdown" className="text-3xl font-black tabular-nums sm:text-4xl">
          {formatClock(seconds)}
        </span>
      ) : null}
      {counting && note ? <span className="text-xs font-extrabold tracking-[0.2em] sm:text-sm">{note}</span> : null}
    </div>
  );
}
