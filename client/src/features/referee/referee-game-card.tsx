import { CalendarDays, Clock, MapPin, Radio } from 'lucide-react';
import type { ReactNode } from 'react';
import type { GameDto } from '@common/schemas/games';
import { formatLeagueDate, formatLeagueTime } from '@client/lib/league-time';
import { REFEREE_TEXT } from './texts';

function TeamLine({ name, color, score }: { name: string; color: string; score?: number }) {
  return (
    <div className="flex items-center gap-2.5">
      <span className="size-3 shrink-0 rounded-full" style={{ backgroundColor: color }} aria-hidden />
      <span className="min-w-0 flex-1 truncate font-semibold" title={name}>
        {name}
      </span>
      {score !== undefined ? <span className="font-mono text-2xl font-black tabular-nums">{score}</span> : null}
    </div>
  );
}

// Spec 2.5: one game on the Referee Dashboard: teams, field, date and time (league time zone).
export function RefereeGameCard({ game, timeZone, live, action }: { game: GameDto; timeZone: string; live: boolean; action: ReactNode }) {
  return (
    <li
      className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-sm"
      aria-label={`${game.homeTeam.name} ${REFEREE_TEXT.versus} ${game.awayTeam.name}`}
    >
      {live ? (
        <div className="flex items-center justify-between gap-2 text-xs font-bold tracking-wider uppercase">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-red-600 px-2.5 py-1 text-white">
            <Radio className="size-3.5" aria-hidden />
            {REFEREE_TEXT.live}
          </span>
          <span className="text-muted-foreground">{game.periodLabel}</span>
        </div>
      ) : null}
      <div className="space-y-1.5">
        <TeamLine name={game.homeTeam.name} color={game.homeTeam.color} score={live ? game.homeScore : undefined} />
        <TeamLine name={game.awayTeam.name} color={game.awayTeam.color} score={live ? game.awayScore : undefined} />
      </div>
      <dl className="grid gap-1.5 text-sm text-muted-foreground">
        <div className="flex items-center gap-2">
          <dt className="sr-only">Field</dt>
          <MapPin className="size-4 shrink-0" aria-hidden />
          <dd className="truncate">{game.field ?? REFEREE_TEXT.noField}</dd>
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1.5">
          <div className="flex items-center gap-2">
            <dt className="sr-only">Date</dt>
            <CalendarDays className="size-4 shrink-0" aria-hidden />
            <dd>{formatLeagueDate(game.scheduledDate, timeZone)}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt className="sr-only">Time</dt>
            <Clock className="size-4 shrink-0" aria-hidden />
            <dd>{formatLeagueTime(game.scheduledDate, timeZone)}</dd>
          </div>
        </div>
      </dl>
      <div className="mt-auto">{action}</div>
    </li>
  );
}
