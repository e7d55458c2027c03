import { CalendarDays, Check, Flag, Gavel, Users } from 'lucide-react';
import { useState } from 'react';
import { ROSTER_LIMITS } from '@common/rosters/roster';
import type { CoachFinalDto, CoachHomeDto, CoachTeamDto, ResultDto } from '@common/schemas/rosters';
import type { LeagueDto } from '@common/schemas/league';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { FormDialogFooter, TitledDialog } from '@client/components/ui/dialog';
import { LabeledControl } from '@client/components/ui/labeled-control';
import { RegionCard } from '@client/components/ui/region-card';
import { RosterEditor } from '@client/features/roster/roster-editor';
import { ErrorNotice, LoadingNotice } from '@client/features/shell/notices';
import { apiJson } from '@client/lib/api';
import { formatLeagueDateTime } from '@client/lib/league-time';
import { useApiMutation } from '@client/lib/use-api-mutation';
import { COACH_TEXT as T } from './texts';
import { coachHomeKey, useCoachHome } from './use-coach-home';

const TEXTAREA =
  'flex min-h-24 w-full min-w-0 rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs transition-colors outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 md:text-sm';

// Issue 49 (decision 081): the coach's home. The finals waiting for his team's answer first (Agree,
// or Protest with a reason), then each of his teams: its next games and its roster. A signed-in user
// who coaches no team of the league is told so.
export function CoachHome({ league }: { league: LeagueDto }) {
  const home = useCoachHome(league.slug);
  if (home.isPending) return <LoadingNotice label={T.loading} />;
  if (home.isError) return <ErrorNotice title={T.loadFailed} />;
  if (home.data.teams.length === 0) return <NoTeam />;
  return <CoachHomeBody home={home.data} league={league} />;
}

function NoTeam() {
  return (
    <RegionCard id="coach-no-team" heading={T.noTeam} icon={<Users className="size-5 text-primary" aria-hidden />}>
      <p className="text-sm text-muted-foreground">{T.noTeamText}</p>
    </RegionCard>
  );
}

function CoachHomeBody({ home, league }: { home: CoachHomeDto; league: LeagueDto }) {
  return (
    <>
      <RegionCard id="coach-finals" heading={T.finalsHeading} icon={<Gavel className="size-5 text-primary" aria-hidden />} contentClassName="space-y-3">
        {home.finals.length === 0 ? (
          <p className="text-sm text-muted-foreground">{T.noFinals}</p>
        ) : (
          <ul className="space-y-3" aria-label={T.finalsHeading}>
            {home.finals.map((final) => (
              <FinalItem key={`${final.id}-${final.side}`} final={final} league={league} />
            ))}
          </ul>
        )}
      </RegionCard>
      {home.teams.map((team) => (
        <TeamCard key={team.id} team={team} league={league} />
      ))}
    </>
  );
}

function FinalItem({ final, league }: { final: CoachFinalDto; league: LeagueDto }) {
  const [protesting, setProtesting] = useState(false);
  const title = T.final(final.homeTeam.name, final.awayTeam.name);
  const headingId = `final-${final.id}-heading`;
  const agree = useApiMutation<void, ResultDto>({
    mutationFn: () => apiJson<ResultDto>('POST', `/api/games/${final.id}/result/agree`, {}),
    failureTitle: T.agreeFailed,
    success: () => ({ title: T.agreed }),
    invalidate: (queryClient) => queryClient.invalidateQueries({ queryKey: coachHomeKey }),
  });
  return (
    <li className="space-y-2 rounded-lg border p-4" aria-labelledby={headingId} data-testid="coach-final">
      <h3 id={headingId} className="font-semibold [overflow-wrap:anywhere]">
        {title}
      </h3>
      <p className="text-lg font-bold tabular-nums [overflow-wrap:anywhere]">{T.score(final.homeTeam.name, final.homeScore, final.awayTeam.name, final.awayScore)}</p>
      <p className="text-sm text-muted-foreground">{T.closes(formatLeagueDateTime(final.protestClosesAt, league.timezone))}</p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => agree.mutate()} disabled={agree.isPending} aria-label={T.agreeLabel(title)} className="min-h-11">
          <Check aria-hidden />
          {agree.isPending ? T.agreeing : T.agree}
        </Button>
        <Button variant="outline" onClick={() => setProtesting(true)} aria-label={T.protestLabel(title)} className="min-h-11">
          <Flag aria-hidden />
          {T.protest}
        </Button>
      </div>
      {protesting ? <ProtestDialog gameId={final.id} title={title} onClose={() => setProtesting(false)} /> : null}
    </li>
  );
}

function ProtestDialog({ gameId, title, onClose }: { gameId: number; title: string; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const send = useApiMutation<string, ResultDto>({
    mutationFn: (text) => apiJson<ResultDto>('POST', `/api/games/${gameId}/result/protest`, { reason: text }),
    failureTitle: T.protestFailed,
    success: () => ({ title: T.protested }),
    invalidate: (queryClient) => queryClient.invalidateQueries({ queryKey: coachHomeKey }),
    onSuccess: onClose,
  });
  const missing = reason.trim() === '';
  return (
    <TitledDialog title={T.protestTitle} description={T.protestDescription(title)} onClose={onClose}>
      <form
        className="space-y-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (!missing) send.mutate(reason.trim());
        }}
      >
        <LabeledControl htmlFor={`protest-reason-${gameId}`} label={T.reason} required error={tried && missing ? T.reasonRequired : undefined}>
          <textarea id={`protest-reason-${gameId}`} rows={4} maxLength={ROSTER_LIMITS.reason.max} value={reason} onChange={(e) => setReason(e.currentTarget.value)} className={TEXTAREA} />
        </LabeledControl>
        <FormDialogFooter cancel={T.cancel} onCancel={onClose} submit={T.sendProtest} pending={send.isPending} pendingLabel={T.sending} />
      </form>
    </TitledDialog>
  );
}

function TeamCard({ team, league }: { team: CoachTeamDto; league: LeagueDto }) {
  return (
    <RegionCard
      id={`coach-team-${team.id}`}
      heading={T.teamHeading(team.name)}
      description={team.division ? T.division(team.division.name) : undefined}
      icon={<Users className="size-5 text-primary" aria-hidden />}
      contentClassName="space-y-6"
    >
      <section aria-labelledby={`coach-team-${team.id}-games`} className="space-y-2">
        <h3 id={`coach-team-${team.id}-games`} className="flex items-center gap-2 font-semibold">
          <CalendarDays className="size-4 text-primary" aria-hidden />
          {T.nextGames}
        </h3>
        {team.nextGames.length === 0 ? (
          <p className="text-sm text-muted-foreground">{T.noNextGames}</p>
        ) : (
          <ul className="divide-y rounded-lg border">
            {team.nextGames.map((game) => (
              <li key={game.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
                <span className="min-w-0 font-medium [overflow-wrap:anywhere]">{T.vs(game.homeTeam.name, game.awayTeam.name)}</span>
                <span className="text-muted-foreground">
                  {game.status === 'live' ? <Badge variant="warning">{T.live}</Badge> : <time dateTime={game.scheduledDate}>{formatLeagueDateTime(game.scheduledDate, league.timezone)}</time>}
                  {game.field ? ` · ${game.field}` : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby={`coach-team-${team.id}-roster`} className="space-y-2">
        <h3 id={`coach-team-${team.id}-roster`} className="flex items-center gap-2 font-semibold">
          {T.rosterHeading}
          {team.rosterLocked ? <Badge variant="secondary">{T.rosterLocked}</Badge> : null}
        </h3>
        <RosterEditor teamId={team.id} leagueSlug={league.slug} />
      </section>
    </RegionCard>
  );
}
