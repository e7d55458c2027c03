import { sideName } from '@common/brackets/sides';
import { memo } from 'react';
import type { PublicGameDto } from '@common/schemas/games/dto';
// clsx, not lib/utils' cn: the board's classes never override one another, and tailwind-merge builds
// its tables at its first call, a long task in the hydration of the board (issue 17)
import { clsx } from 'clsx';
import { CutName } from './team-name';
import { SCOREBOARD_TEXT as TEXT } from './texts';

type PickerProps = { games: readonly PublicGameDto[]; selectedId: number | null; onChoose: (gameId: number) => void };

// Spec 2.7: with more than one live game, one button per game; a tap is the viewer's manual choice.
export const GamePicker = memo(function GamePicker({ games, selectedId, onChoose }: PickerProps) {
  if (games.length < 2) return null;
  return (
    <section aria-labelledby="select-game-heading">
      <h2 id="select-game-heading" className="mb-2 text-sm font-extrabold tracking-[0.2em] text-slate-300">
        {TEXT.selectGame}
      </h2>
      <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 lg:grid-cols-3">
        {games.map((game) => {
          const selected = game.id === selectedId;
          return (
            <button
              key={game.id}
              type="button"
              aria-pressed={selected}
              data-game-id={game.id}
              onClick={() => onChoose(game.id)}
              className={clsx(
                'flex min-h-12 items-center justify-between gap-3 rounded-lg border-2 px-3 py-2 text-left text-base font-extrabold transition-colors outline-none focus-visible:ring-2 focus-visible:ring-amber-300',
                selected ? 'border-amber-300 bg-amber-300 text-slate-950' : 'border-white/20 bg-slate-900 text-white hover:border-white/50',
              )}
            >
              <span className="min-w-0 break-words">
                <CutName name={sideName(game, 'home')} /> <span className={selected ? 'text-slate-700' : 'text-slate-400'}>{TEXT.versus}</span>{' '}
                <CutName name={sideName(game, 'away')} />
              </span>
              <span className="shrink-0 text-lg tabular-nums">
                {game.scoresHidden ? '' : `${game.homeScore}-${game.awayScore}`}
              </span>
            </button>
          );
        })}
      </div>
    </section>
  );
});
