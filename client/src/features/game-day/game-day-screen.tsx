import { CalendarDays, ClipboardList, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import type { CrewMemberDto, GameDayGameDto } from '@common/schemas/crews';
import type { LeagueDto } from '@common/schemas/league';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { LabeledControl } from '@client/components/ui/labeled-control';
import { RegionCard } from '@client/components/ui/region-card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@client/components/ui/table';
import { ErrorNotice, LoadingNotice } from '@client/features/shell/notices';
import { formatLeagueDate, formatLeagueTime } from '@client/lib/league-time';
import { cn } from '@client/lib/utils';
import { dateOfSearch, memberBadge, type MemberBadge } from './board';
import { GAME_DAY_TEXT as T } from './texts';
import { useGameDay } from './use-game-day';

const BADGE_CLASS: Record<MemberBadge, string> = {
  arrived: 'bg-emerald-100 text-emerald-900',
  accepted: 'bg-primary/10 text-primary',
  offered: 'bg-amber-100 text-amber-900',
  declined: 'bg-red-100 text-red-900',
  open: 'bg-secondary text-secondary-foreground',
};

// Issue 48: the admin's Game day board: a date (today unless chosen, or the alert mail's), then the
// date's games in kickoff order with each position's official and state, whether the console
// started, and the games no referee has reached 15 minutes before kickoff. A table from tablet
// width, a card per game on phones.
export function GameDayScreen({ league }: { league: LeagueDto }) {
  const [date, setDate] = useState<string | null>(() => (typeof window === 'undefined' ? null : dateOfSearch(window.location.search)));
  const query = useGameDay(league.slug, league.timezone, date);
  const day = query.data;
  const alerts = day?.games.filter((g) => g.alert).length ?? 0;
  return (
    <div className="space-y-6">
      <RegionCard id="game-day-date" heading={T.dateHeading} icon={<CalendarDays className="size-5 text-primary" aria-hidden />} contentClassName="flex flex-wrap items-end gap-3">
        <LabeledControl htmlFor="game-day-date-input" label={T.dateLabel} className="w-full max-w-56">
          <Input id="game-day-date-input" type="date" value={date ?? day?.date ?? ''} onChange={(e) => setDate(e.currentTarget.value || null)} />
        </LabeledControl>
        <Button type="button" variant="outline" onClick={() => setDate(null)}>
          {T.today}
        </Button>
      </RegionCard>
      <RegionCard
        id="game-day-games"
        heading={day ? `${T.listHeading} · ${formatLeagueDate(`${day.date}T12:00:00Z`, 'UTC')}` : T.listHeading}
        icon={<ClipboardList className="size-5 text-primary" aria-hidden />}
        contentClassName="space-y-4 px-0 md:px-6"
      >
        {alerts > 0 ? (
          <p role="status" className="mx-4 flex items-center gap-2 rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-semibold text-red-900 md:mx-0">
            <TriangleAlert className="size-4 shrink-0" aria-hidden />
            {T.alertCount(alerts)}
          </p>
        ) : null}
        {query.isError && !day ? (
          <div className="px-4 md:px-0">
            <ErrorNotice title={T.loadFailed} />
          </div>
        ) : !day ? (
          <LoadingNotice label={T.loading} />
        ) : day.games.length === 0 ? (
          <p className="px-4 text-sm text-muted-foreground md:px-0">{T.empty}</p>
        ) : (
          <GameDayList games={day.games} timeZone={league.timezone} />
        )}
      </RegionCard>
    </div>
  );
}

function GameDayList({ games, timeZone }: { games: GameDayGameDto[]; timeZone: string }) {
  return (
    <>
      <div className="hidden md:block">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{T.columns.kickoff}</TableHead>
              <TableHead>{T.columns.teams}</TableHead>
              <TableHead>{T.columns.field}</TableHead>
              <TableHead>{T.columns.crew}</TableHead>
              <TableHead>{T.columns.console}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {games.map((entry) => (
              <TableRow key={entry.game.id} data-game-id={entry.game.id} data-alert={entry.alert || undefined} className={cn(entry.alert && 'bg-red-50 hover:bg-red-50 [&>td:first-child]:border-l-4 [&>td:first-child]:border-l-red-600')}>
                <TableCell className="align-top font-semibold whitespace-nowrap tabular-nums">
                  <time dateTime={entry.game.scheduledDate}>{formatLeagueTime(entry.game.scheduledDate, timeZone)}</time>
                </TableCell>
                <TableCell className="max-w-64 align-top">
                  <Teams entry={entry} />
                  {entry.alert ? <AlertLine /> : null}
                </TableCell>
                <TableCell className="max-w-48 align-top [overflow-wrap:anywhere]">{entry.game.field ?? T.noField}</TableCell>
                <TableCell className="align-top">
                  <CrewList crew={entry.crew} />
                </TableCell>
                <TableCell className="align-top">
                  <ConsoleState entry={entry} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul className="divide-y border-t md:hidden">
        {games.map((entry) => (
          <li key={entry.game.id} data-game-id={entry.game.id} data-alert={entry.alert || undefined} className={cn('space-y-3 px-4 py-4', entry.alert && 'border-l-4 border-l-red-600 bg-red-50')}>
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold tabular-nums">
                  <time dateTime={entry.game.scheduledDate}>{formatLeagueTime(entry.game.scheduledDate, timeZone)}</time>
                  <span className="font-normal text-muted-foreground"> · {entry.game.field ?? T.noField}</span>
                </p>
                <Teams entry={entry} />
              </div>
              <ConsoleState entry={entry} />
            </div>
            {entry.alert ? <AlertLine /> : null}
            <CrewList crew={entry.crew} />
          </li>
        ))}
      </ul>
    </>
  );
}

function Teams({ entry }: { entry: GameDayGameDto }) {
  return (
    <p className={cn('font-medium [overflow-wrap:anywhere]', entry.game.status === 'cancelled' && 'text-muted-foreground line-through')}>
      {entry.game.homeTeam} <span className="font-normal text-muted-foreground">{T.vs}</span> {entry.game.awayTeam}
    </p>
  );
}

function AlertLine() {
  return (
    <p className="mt-1 flex items-center gap-1.5 text-sm font-semibold text-red-800">
      <TriangleAlert className="size-4 shrink-0" aria-hidden />
      {T.alert}
    </p>
  );
}

function ConsoleState({ entry }: { entry: GameDayGameDto }) {
  if (entry.game.status === 'cancelled') return <Badge className="bg-secondary text-secondary-foreground">{T.cancelled}</Badge>;
  return entry.consoleStarted ? <Badge variant="navy">{T.consoleStarted}</Badge> : <span className="text-sm whitespace-nowrap text-muted-foreground">{T.consoleNotStarted}</span>;
}

function CrewList({ crew }: { crew: CrewMemberDto[] }) {
  return (
    <ul className="space-y-1 text-sm" aria-label={T.columns.crew}>
      {crew.map((member) => {
        const badge = memberBadge(member);
        return (
          <li key={member.position} className="flex flex-wrap items-center gap-x-2 gap-y-0.5" data-position={member.position}>
            <span className="w-20 shrink-0 text-muted-foreground">{T.positions[member.position]}</span>
            <span className={cn('min-w-0 [overflow-wrap:anywhere]', member.refereeName === null && 'text-muted-foreground')}>{member.refereeName ?? T.nobody}</span>
            <Badge className={BADGE_CLASS[badge]}>{T.badges[badge]}</Badge>
          </li>
        );
      })}
    </ul>
  );
}
