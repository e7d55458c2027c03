import { memo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { POLL_MS } from '@common/constants';
import type { PublicGameDto } from '@common/schemas/games/dto';
import type { ScoringPlayDto } from '@common/schemas/scoreboard';
import { scoringPlaysKey } from '@client/lib/game-cache';
import { useLiveFresh } from '@client/lib/live-poll';
// clsx, not lib/utils' cn: the board's classes never override one another, and tailwind-merge builds
// its tables at its first call, a long task in the hydration of the board (issue 17)
import { clsx } from 'clsx';
import { latestPlayLines, LATEST_PLAYS_SHOWN } from './latest-plays';
import { needsOutlineOnBoard } from './team-colour';
import { scoreboardChannel } from './live-view';
import { SCOREBOARD_TEXT as TEXT } from './texts';

// Issue 18 (decision 032): the selected game's latest scoring plays under the board, for a parent who
// arrives mid-game. They come with the server's render, then with the league's pushes (applied, not
// refetched: lib/game-cache.ts); only while the socket is not fresh does the list poll, as the live
// list does. The list keeps the height of LATEST_PLAYS_SHOWN rows, so nothing below it moves.
export const LatestPlays = memo(function LatestPlays({ game, slug }: { game: PublicGameDto; slug: string }) {
  const fresh = useLiveFresh(scoreboardChannel(slug));
  const plays = useQuery<ScoringPlayDto[]>({ queryKey: scoringPlaysKey(slug, game.id), refetchInterval: fresh ? false : POLL_MS.livePublicGames });
  const lines = plays.data ? latestPlayLines(game, plays.data) : [];
  const headingId = `latest-plays-${game.id}`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-white/15 bg-black px-4 py-3 sm:px-6" data-testid="latest-plays">
      <h2 id={headingId} className="text-sm font-extrabold tracking-[0.25em] text-slate-400">
        {TEXT.latestPlays}
      </h2>
      {/* five rows of 3.25rem, kept whether there are 0 or 5 */}
      <ol className="mt-2 divide-y divide-white/10" style={{ minHeight: `${LATEST_PLAYS_SHOWN * 3.25}rem` }}>
        {lines.length === 0 ? (
          <li className="flex h-13 items-center text-base font-semibold text-slate-400">{plays.data ? TEXT.noPlaysYet : TEXT.playsLoading}</li>
        ) : (
          lines.map((line) => (
            <li key={line.id} className="flex h-13 items-center gap-3" data-testid="latest-play">
              <span
                className={clsx('h-8 w-1.5 shrink-0 rounded-full', needsOutlineOnBoard(line.color) && 'outline-1 outline-slate-400 outline-solid')}
                style={{ backgroundColor: line.color }}
                aria-hidden
              />
              <p className="flex min-w-0 flex-1 flex-col leading-tight">
                <span className="truncate text-sm font-semibold text-slate-400">
                  {line.when}
                  <span className="sr-only"> · </span>
                </span>
                <span className="truncate text-base font-bold text-white">
                  {`${line.team} · ${line.what}`}
                </span>
              </p>
              <span className="shrink-0 text-base font-black text-amber-300 tabular-nums">{line.score}</span>
            </li>
          ))
        )}
      </ol>
    </section>
  );
});
