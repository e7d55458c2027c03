import { CalendarDays, MapPin } from 'lucide-react';
import { formatLeagueDateTime } from '@client/lib/league-time';
import { FAN_TEXT } from './texts';

type Team = { name: string; color?: string };

function TeamName({ team }: { team: Team }) {
  return (
    <span className="inline-flex min-w-0 items-center gap-2">
      {team.color ? <span className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: team.color }} aria-hidden /> : null}
      <span className="font-semibold break-words">{team.name}</span>
    </span>
  );
}

// Home vs away (long names wrap rather than hide), then the kickoff in the league's time zone (and the field when known).
export function GameMatchup({ home, away, scheduledDate, field, timeZone }: { home: Team; away: Team; scheduledDate: string; field?: string | null; timeZone: string }) {
  return (
    <div className="min-w-0 space-y-1.5">
      <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-0.5">
        <TeamName team={home} />
        <span className="shrink-0 text-xs font-medium text-muted-foreground">{FAN_TEXT.versus}</span>
        <TeamName team={away} />
      </p>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        <span className="flex items-center gap-1.5">
          <CalendarDays className="size-3.5 shrink-0" aria-hidden />
          {formatLeagueDateTime(scheduledDate, timeZone)}
        </span>
        {field ? (
          <span className="flex min-w-0 items-center gap-1.5">
            <MapPin className="size-3.5 shrink-0" aria-hidden />
            <span className="truncate">{field}</span>
          </span>
        ) : null}
      </p>
    </div>
  );
}
