import { CalendarDays, MapPin, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CrewPosition } from '@common/crews/crew';
import type { CrewGameDto } from '@common/schemas/crews';
import { formatLeagueDateTime } from '@client/lib/league-time';
import { cn } from '@client/lib/utils';
import { CREW_TEXT as TEXT } from './texts';

export function gameTitle(game: Pick<CrewGameDto, 'homeTeam' | 'awayTeam'>): string {
  return `${game.homeTeam} ${TEXT.versus} ${game.awayTeam}`;
}

// One game of the loop's lists on a phone (no name of its own: the dashboard's game cards are found by
// their teams' names, and the heading of its list says what it is): teams, kickoff in league time, field, his position, then
// what he can do about it (Accept / Decline, I'm here, Claim, File report).
export function CrewGameItem({ game, position, timeZone, badge, children }: { game: CrewGameDto; position: CrewPosition; timeZone: string; badge?: ReactNode; children: ReactNode }) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm" data-game={game.id}>
      <div className="flex items-start justify-between gap-2">
        <p className="min-w-0 font-semibold">
          {game.homeTeam} <span className="font-normal text-muted-foreground">{TEXT.versus}</span> {game.awayTeam}
        </p>
        {badge}
      </div>
      <ul className="space-y-1 text-sm text-muted-foreground">
        <li className="flex items-center gap-2">
          <CalendarDays className="size-4 shrink-0" aria-hidden />
          {formatLeagueDateTime(game.scheduledDate, timeZone)}
        </li>
        <li className="flex min-w-0 items-center gap-2">
          <MapPin className="size-4 shrink-0" aria-hidden />
          <span className="truncate">{game.field ?? TEXT.noField}</span>
        </li>
        <li className="flex items-center gap-2">
          <UserRound className="size-4 shrink-0" aria-hidden />
          {TEXT.position[position]}
        </li>
      </ul>
      {children}
    </li>
  );
}

export function CrewSection({ id, heading, body, count, className, children }: { id: string; heading: string; body: string; count: number; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={cn('mb-8', className)}>
      <h2 id={id} className="flex items-center gap-2 text-lg font-bold tracking-tight">
        {heading}
        <span className="rounded-full bg-secondary px-2 py-0.5 text-xs font-semibold text-secondary-foreground">{count}</span>
      </h2>
      <p className="mt-1 mb-3 text-sm text-muted-foreground">{body}</p>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-labelledby={id}>
        {children}
      </ul>
    </section>
  );
}
