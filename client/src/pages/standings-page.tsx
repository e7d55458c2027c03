import { ArrowLeft, CalendarPlus, Trophy } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { DEFAULT_TIMEZONE } from '@common/constants';
import { mayManageLeague } from '@common/policies/leagues';
import type { DivisionTable, StandingsRow } from '@common/standings/rank';
import { Button } from '@client/components/ui/button';
import { useLeagueFields, useLeagueTeams } from '@client/features/admin/admin-data';
import { useCurrentUser } from '@client/lib/use-current-user';
import { useLeague } from '@client/lib/league-context';
import { PLAYOFFS_TEXT } from '@client/features/playoffs/texts';
import { ErrorNotice, LoadingNotice } from '@client/features/shell/notices';
import { StandingsTables } from '@client/features/standings/standings-tables';
import { STANDINGS_TEXT as TEXT } from '@client/features/standings/texts';
import { useStandings } from '@client/features/standings/use-standings';
import { LabeledControl } from '@client/components/ui/labeled-control';
import { Options, Select } from '@client/components/ui/select';
import { useFetchFailureToast } from '@client/lib/failure-toast';
import { useDivisions } from '@client/lib/divisions';
import { useSeasons } from '@client/lib/seasons';
import { leagueCalendarUrl } from '@client/lib/webcal';
import { readableCalendarDate } from '@common/schedule/dates';

const StartPlayoffsDialog = lazy(() => import('@client/features/playoffs/start-playoffs-dialog').then((m) => ({ default: m.StartPlayoffsDialog })));
const TeamStatsDialog = lazy(() => import('@client/features/scoreboard/team-stats-dialog').then((m) => ({ default: m.TeamStatsDialog })));

const linkClass = 'inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-md border border-white/20 px-3 text-sm font-bold tracking-wider text-slate-200 uppercase hover:bg-white/10';

// Issue 18: /{slug}/standings, public like the scoreboard it links from.
export function StandingsPage() {
  const league = useLeague()!;
  // issue 34: the season counted (null: the league's current one, the server's default)
  const [seasonId, setSeasonId] = useState<number | null>(null);
  const standings = useStandings(league.slug, seasonId);
  const seasons = useSeasons(league.slug);
  useFetchFailureToast(TEXT.fetchSeasonsFailed, seasons.error);
  const [open, setOpen] = useState<StandingsRow['team'] | null>(null);
  const data = standings.data;
  const season = data?.season ?? null;
  // issue 36: the league's admins start the playoffs from here
  const user = useCurrentUser().data;
  const isAdmin = mayManageLeague(user, league);
  const [starting, setStarting] = useState(false);
  return (
    <div className="min-h-dvh bg-slate-950 text-white">
      <header className="border-b border-white/10 bg-slate-900">
        <div className="mx-auto flex max-w-4xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:flex-nowrap sm:px-6">
          <h1 className="min-w-0 text-lg max-sm:basis-full leading-tight font-extrabold tracking-wide break-words text-orange-400 sm:text-2xl">
            {league.name} · {TEXT.title}
          </h1>
          <nav aria-label="League" className="flex shrink-0 flex-wrap justify-end gap-2">
            <Link href={`/${league.slug}/playoffs`} className={linkClass}>
              <Trophy aria-hidden className="size-4" />
              {PLAYOFFS_TEXT.link}
            </Link>
            <Link href={`/${league.slug}`} className={linkClass}>
              <ArrowLeft aria-hidden className="size-4" />
              {TEXT.backToScoreboard}
            </Link>
          </nav>
        </div>
      </header>
      <main className="mx-auto max-w-4xl space-y-6 px-3 py-5 sm:px-6 sm:py-8">
        {seasons.data && seasons.data.length > 0 ? (
          <div className="flex flex-wrap items-end gap-x-4 gap-y-1">
            <LabeledControl htmlFor="standings-season" label={TEXT.season} className="w-full max-w-xs text-white [&_label]:text-slate-200">
              <Select id="standings-season" className="text-foreground" value={season?.id ?? ''} onChange={(event) => setSeasonId(Number(event.target.value))}>
                {season ? null : <option value="" />}
                <Options choices={seasons.data.map((option) => ({ value: option.id, label: option.name }))} />
              </Select>
            </LabeledControl>
            {season ? <p className="pb-2 text-sm text-slate-300">{TEXT.seasonDates(readableCalendarDate(season.startDate), readableCalendarDate(season.endDate))}</p> : null}
          </div>
        ) : null}
        {isAdmin ? (
          <Button variant="inverse" className="min-h-11" onClick={() => setStarting(true)}>
            <Trophy aria-hidden />
            {PLAYOFFS_TEXT.start}
          </Button>
        ) : null}
        {data ? (
          <>
            {data.rows.length === 0 ? <p className="text-slate-300">{TEXT.empty}</p> : <StandingsTables groups={data.divisions} onOpenTeam={(row) => setOpen(row.team)} />}
            {data.rows.length > 0 && data.rows.every((row) => row.played === 0) ? <p className="text-slate-300">{TEXT.noGames}</p> : null}
            <section aria-labelledby="tiebreak-rules" className="space-y-2 text-sm text-slate-300">
              <h2 id="tiebreak-rules" className="text-base font-bold text-white">
                {TEXT.rulesTitle}
              </h2>
              {data.tiebreakers.length === 0 ? (
                <p>{TEXT.rulesNone}</p>
              ) : (
                <>
                  <p>{TEXT.rulesIntro}</p>
                  <ol className="list-decimal space-y-1 pl-6">
                    {data.tiebreakers.map((step) => (
                      <li key={step}>{TEXT.tiebreaker(step, data.pointDifferentialCap)}</li>
                    ))}
                  </ol>
                  <p>{TEXT.rulesRestart}</p>
                </>
              )}
            </section>
            <a
              href={leagueCalendarUrl(window.location.origin, league.slug)}
              className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-orange-300 underline-offset-4 hover:underline"
            >
              <CalendarPlus aria-hidden className="size-4" />
              {TEXT.addLeagueCalendar}
            </a>
          </>
        ) : standings.error ? (
          <ErrorNotice title={TEXT.failed} />
        ) : (
          <LoadingNotice label={TEXT.loading} className="text-slate-300" />
        )}
      </main>
      {starting && data ? <StartPlayoffs onClose={() => setStarting(false)} season={season} groups={data.divisions} /> : null}
      {open ? (
        <Suspense fallback={null}>
          <TeamStatsDialog slug={league.slug} team={open} timeZone={league.timezone ?? DEFAULT_TIMEZONE} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}

// The Start playoffs dialog once the league's teams and fields are in: the season the page shows, and
// a league of one division seeds it from that division's table.
function StartPlayoffs({ onClose, season, groups }: { onClose: () => void; season: { id: number; name: string } | null; groups: readonly DivisionTable[] }) {
  const league = useLeague()!;
  const teams = useLeagueTeams(league.slug).data;
  const fields = useLeagueFields(league.slug).data;
  const divisions = useDivisions(league.slug).data;
  if (!teams || !fields || !divisions) return null;
  const only = groups.length === 1 ? groups[0]! : null;
  return (
    <Suspense fallback={null}>
      <StartPlayoffsDialog
        onClose={onClose}
        league={league}
        teams={teams}
        fields={fields}
        divisions={divisions}
        season={season}
        divisionId={only?.id ?? null}
        rankedTeamIds={(only ?? groups[0])?.rows.map((row) => row.team.id) ?? []}
      />
    </Suspense>
  );
}
