import { sideName } from '@common/brackets/sides';
import { memo } from 'react';
import type { PublicGameDto } from '@common/schemas/games/dto';
import { formatLeagueDate, formatLeagueTime } from '@client/lib/league-time';
import { TeamName, type OpenTeamStats } from './team-name';
import { SCOREBOARD_TEXT as TEXT } from './texts';

type ListProps = {
  title: string;
  games: readonly PublicGameDto[];
  emptyText?: string;
  timeZone: string;
  onOpenStats: OpenTeamStats;
  // games left out of this page of the list, shown by 'More games'
  hidden?: number;
  onShowMore?: () => void;
};

// Spec 2.7: OTHER GAMES / ALL GAMES and COMPLETED GAMES. Each row: teams, date, time, field, and the
// score of a live or completed game. A long list shows a page at a time (board-lists.ts).
export const GamesList = memo(function GamesList({ title, games, emptyText, timeZone, onOpenStats, hidden = 0, onShowMore }: ListProps) {
  const headingId = `games-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-2 text-sm font-extrabold tracking-[0.2em] text-slate-300">
        {title}
      </h2>
      {games.length === 0 ? (
        <p className="rounded-xl border border-white/10 bg-slate-900 px-4 py-6 text-center text-base font-extrabold tracking-widest text-slate-300">{emptyText}</p>
      ) : (
        <ul className="divide-y divide-white/10 overflow-hidden rounded-xl border border-white/10 bg-slate-900">
          {games.map((game) => (
            <GameRow key={game.id} game={game} timeZone={timeZone} onOpenStats={onOpenStats} />
          ))}
        </ul>
      )}
      {hidden > 0 && onShowMore ? (
        <button
          type="button"
          onClick={onShowMore}
          className="mt-2 min-h-11 w-full rounded-xl border border-white/20 bg-slate-900 px-4 py-2 text-sm font-extrabold tracking-widest text-white transition-colors outline-none hover:bg-slate-800 focus-visible:ring-2 focus-visible:ring-amber-300"
        >
          {TEXT.moreGames(hidden)}
        </button>
      ) : null}
    </section>
  );
});

// issue 37: "Final, mercy rule" and "Forfeit" for a game that ended early
function finalLabel(game: PublicGameDto): string {
  if (game.endReason === 'mercy' && !game.scoresHidden) return TEXT.finalMercy;
  if (game.endReason === 'forfeit') return TEXT.forfeit;
  return TEXT.final;
}

function GameRow({ game, timeZone, onOpenStats }: { game: PublicGameDto; timeZone: string; onOpenStats: OpenTeamStats }) {
  const showScore = game.status === 'live' || game.status === 'completed';
  return (
    <li data-testid="game-row" data-game-id={game.id} className="flex items-center justify-between gap-3 px-4 py-3">
      <div className="min-w-0">
        <p className="text-base font-bold break-words text-white sm:text-lg">
          <TeamName team={{ id: game.homeTeamId, name: sideName(game, 'home') }} onOpenStats={onOpenStats} />
          <span className="font-semibold text-slate-400"> {TEXT.versus} </span>
          <TeamName team={{ id: game.awayTeamId, name: sideName(game, 'away') }} onOpenStats={onOpenStats} />
        </p>
        <p className="mt-0.5 text-sm text-slate-300">
          <span className="whitespace-nowrap">{formatLeagueDate(game.scheduledDate, timeZone)}</span>
          <span className="text-slate-500"> · </span>
          <span className="whitespace-nowrap">{formatLeagueTime(game.scheduledDate, timeZone)}</span>
          <span className="text-slate-500"> · </span>
          <span>{game.field ?? TEXT.noField}</span>
        </p>
      </div>
      {showScore ? (
        <div className="flex shrink-0 flex-col items-end">
          <span className={game.status === 'live' ? 'text-xs font-black tracking-widest text-red-400' : 'text-xs font-black tracking-widest text-slate-400'}>
            {game.status === 'live' ? (game.overtime ? `${TEXT.live} · ${TEXT.overtime}` : TEXT.live) : finalLabel(game)}
          </span>
          {game.scoresHidden ? (
            <span data-testid="row-score" className="text-sm font-semibold text-slate-300">
              {TEXT.noScoreKept}
            </span>
          ) : (
            <span data-testid="row-score" className="text-2xl font-black text-white tabular-nums">
              {game.homeScore}-{game.awayScore}
            </span>
          )}
        </div>
      ) : null}
    </li>
  );
}
