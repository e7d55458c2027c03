import { CalendarPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import type { UpcomingGameDto } from '@common/schemas/scoreboard';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { formatLeagueDate, formatLeagueTime } from '@client/lib/league-time';
import { leagueCalendarUrl } from '@client/lib/webcal';
import { cn } from '@client/lib/utils';
import { FollowBell } from './follow-bell';
import { PlayerPoints } from './player-points';
import { pointDifferential, type TeamRef, winPercent } from './format';
import { TEAM_STATS_TEXT as TEXT } from './texts';
import { useTeamStats } from './use-team-stats';

// Spec 2.8 (and 9: the modal lists 5 upcoming games).
const UPCOMING_SHOWN = 5;

type DialogProps = { slug: string; team: TeamRef; timeZone: string; onClose: () => void };

// Spec 2.8: the Team Statistics modal. Loaded on demand: the scoreboard's first download stays small.
export function TeamStatsDialog({ slug, team, timeZone, onClose }: DialogProps) {
  const { record, stats, upcoming, division } = useTeamStats(slug, team.id);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-lg gap-5">
        <DialogHeader>
          <DialogTitle className="text-2xl font-black break-words">{team.name}</DialogTitle>
          {/* issue 34: the team's division beside the dialog's name */}
          <DialogDescription>{division ? TEXT.titleInDivision(division.name) : TEXT.title}</DialogDescription>
        </DialogHeader>

        {/* issue 49 (decision 082): an instructional division's team shows no numbers */}
        {stats.data?.scoresKept === false ? (
          <p data-testid="stats-not-kept" className="rounded-lg bg-muted px-3 py-3 text-sm font-medium">
            {TEXT.notKept}
          </p>
        ) : (
          <Section title={TEXT.seasonRecord}>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              <Stat label={TEXT.wins} value={record.data?.wins} />
              <Stat label={TEXT.losses} value={record.data?.losses} />
              <Stat label={TEXT.ties} value={record.data?.ties} />
              <Stat label={TEXT.winPercent} value={record.data ? winPercent(record.data) : undefined} />
            </div>
          </Section>
        )}

        {stats.data && stats.data.gamesPlayed > 0 ? (
          <Section title={TEXT.scoringStatistics}>
            <div className="grid grid-cols-3 gap-2">
              <Stat label={TEXT.pointsFor} value={stats.data.pointsFor} />
              <Stat label={TEXT.pointsAgainst} value={stats.data.pointsAgainst} />
              <Differential pointsFor={stats.data.pointsFor} pointsAgainst={stats.data.pointsAgainst} />
            </div>
          </Section>
        ) : null}

        {stats.data?.scoresKept && (stats.data.scorers.length > 0 || stats.data.gamesPlayed > 0) ? (
          <Section title={TEXT.scorers}>
            <PlayerPoints scorers={stats.data.scorers} />
          </Section>
        ) : null}

        <Section
          title={TEXT.upcomingGames}
          badge={
            upcoming.data ? (
              <span data-testid="upcoming-count" className="rounded-full bg-primary px-2 py-0.5 text-xs font-bold text-primary-foreground tabular-nums">
                {upcoming.data.length}
              </span>
            ) : null
          }
        >
          {upcoming.data ? <UpcomingList games={upcoming.data} timeZone={timeZone} /> : <p className="text-sm text-muted-foreground">{upcoming.isError ? '—' : TEXT.loading}</p>}
        </Section>
        <FollowBell slug={slug} team={team} place="dialog" />
        <a
          href={leagueCalendarUrl(window.location.origin, slug, team.id)}
          className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-primary underline-offset-4 hover:underline"
        >
          <CalendarPlus aria-hidden className="size-4" />
          {TEXT.addToCalendar}
        </a>
      </DialogContent>
    </Dialog>
  );
}

function Section({ title, badge, children }: { title: string; badge?: ReactNode; children: ReactNode }) {
  const id = `team-stats-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mb-2 flex items-center gap-2 text-sm font-bold tracking-wide text-slate-700 uppercase">
        {title}
        {badge}
      </h3>
      {children}
    </section>
  );
}

function Stat({ label, value, tone }: { label: string; value: number | string | undefined; tone?: string }) {
  return (
    <div role="group" aria-label={label} className="rounded-lg bg-muted px-2 py-3 text-center">
      <p data-testid="stat-value" className={cn('text-2xl font-black tabular-nums', tone ?? 'text-slate-900')}>
        {value ?? '–'}
      </p>
      <p className="mt-0.5 text-xs font-semibold text-muted-foreground">{label}</p>
    </div>
  );
}

function Differential({ pointsFor, pointsAgainst }: { pointsFor: number; pointsAgainst: number }) {
  const { text, tone } = pointDifferential(pointsFor, pointsAgainst);
  const color = tone === 'positive' ? 'text-green-700' : tone === 'negative' ? 'text-red-700' : 'text-slate-900';
  return <Stat label={TEXT.pointDifferential} value={text} tone={color} />;
}

function UpcomingList({ games, timeZone }: { games: readonly UpcomingGameDto[]; timeZone: string }) {
  if (games.length === 0) return <p className="text-sm text-muted-foreground">{TEXT.noUpcoming}</p>;
  const more = games.length - UPCOMING_SHOWN;
  return (
    <>
      <ul className="divide-y rounded-lg border">
        {games.slice(0, UPCOMING_SHOWN).map((game) => (
          <li key={game.id} className="px-3 py-2">
            <p className="font-semibold break-words">{game.isHome ? TEXT.versus(game.awayTeam.name) : TEXT.at(game.homeTeam.name)}</p>
            <p className="text-sm text-muted-foreground">
              {formatLeagueDate(game.scheduledDate, timeZone)} · {formatLeagueTime(game.scheduledDate, timeZone)} · {game.field ?? TEXT.noField}
            </p>
          </li>
        ))}
      </ul>
      {more > 0 ? <p className="mt-2 text-sm font-medium text-muted-foreground">{TEXT.moreGames(more)}</p> : null}
    </>
  );
}
