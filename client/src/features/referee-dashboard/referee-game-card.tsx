import { sideColor, sideName } from '@common/brackets/sides';
import { CalendarDays, Clock, MapPin, Radio } from 'lucide-react';
import type { ReactNode } from 'react';
import type { GameDto } from '@common/schemas/games/dto';
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

function Detail({ term, icon, className, children }: { term: string; icon: ReactNode; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <dt className="sr-only">{term}</dt>
      <dd className="flex min-w-0 items-center gap-2">
        {icon}
        {children}
      </dd>
    </div>
  );
}

// Spec 2.5: one game on the Referee Dashboard: teams, field, date and time (league time zone).
export function RefereeGameCard({ game, timeZone, live, action }: { game: GameDto; timeZone: string; live: boolean; action: ReactNode }) {
  return (
    <li
      className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-sm"
      aria-label={`${sideName(game, 'home')} ${REFEREE_TEXT.versus} ${sideName(game, 'away')}`}
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
        <TeamLine name={sideName(game, 'home')} color={sideColor(game, 'home')} score={live ? game.homeScore : undefined} />
        <TeamLine name={sideName(game, 'away')} color={sideColor(game, 'away')} score={live ? game.awayScore : undefined} />
      </div>
      {/* Each term and its value in one <div> directly under the <dl> (the only wrapper HTML allows
          there), the icon inside the value. */}
      <dl className="flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-muted-foreground">
        <Detail term={REFEREE_TEXT.fieldTerm} icon={<MapPin className="size-4 shrink-0" aria-hidden />} className="w-full min-w-0">
          <span className="truncate">{game.field ?? REFEREE_TEXT.noField}</span>
        </Detail>
        <Detail term={REFEREE_TEXT.dateTerm} icon={<CalendarDays className="size-4 shrink-0" aria-hidden />}>
          {formatLeagueDate(game.scheduledDate, timeZone)}
        </Detail>
        <Detail term={REFEREE_TEXT.timeTerm} icon={<Clock className="size-4 shrink-0" aria-hidden />}>
          {formatLeagueTime(game.scheduledDate, timeZone)}
        </Detail>
      </dl>
      <div className="mt-auto">{action}</div>
    </li>
  );
}
