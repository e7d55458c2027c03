import { useQuery } from '@tanstack/react-query';
import { Gavel, ListChecks } from 'lucide-react';
import { useState } from 'react';
import { ROSTER_LIMITS, type RulingDecision } from '@common/rosters/roster';
import type { GameDto } from '@common/schemas/games/dto';
import type { LeagueDto } from '@common/schemas/league';
import type { CheckinDto, CheckinPlayerDto, ProtestDto, ResultDto } from '@common/schemas/rosters';
import { Badge } from '@client/components/ui/badge';
import { SubmitButton } from '@client/components/ui/button';
import { ChoiceButtons } from '@client/components/ui/choice-buttons';
import { Input } from '@client/components/ui/input';
import { LabeledControl } from '@client/components/ui/labeled-control';
import { RegionCard } from '@client/components/ui/region-card';
import { historyNames } from '@client/features/admin/game-history';
import { GameHistoryTab } from '@client/features/admin/game-history-tab';
import { ErrorNotice, LoadingNotice } from '@client/features/shell/notices';
import { apiJson } from '@client/lib/api';
import { formatLeagueDateTime } from '@client/lib/league-time';
import { useApiMutation } from '@client/lib/use-api-mutation';
import { rulingBodyOf, type RulingBody, type RulingValues } from './ruling-form';
import { PROTESTS_TEXT as T } from './texts';
import { protestsKey, useProtests } from './use-protests';

const TEXTAREA =
  'flex min-h-24 w-full min-w-0 rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs transition-colors outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 md:text-sm';
const DECISIONS = (['upheld', 'denied'] as const).map((value) => ({ value, label: T.decisions[value] }));

// Issue 49 (decision 081): the admin's protest case. Each protested final: the protest's reason (and
// the other team's answer), the game's timeline (the Edit Game dialog's own list), the check-in sheet
// (who the referee marked present), and the ruling form: upheld with new scores (the games' one
// write path changes the standings) or denied, with a note both coaches are mailed.
export function ProtestsScreen({ league }: { league: LeagueDto }) {
  const protests = useProtests(league.slug);
  return (
    <RegionCard id="protests-list" heading={T.listHeading} icon={<Gavel className="size-5 text-primary" aria-hidden />} contentClassName="space-y-4">
      {protests.isPending ? (
        <LoadingNotice label={T.loading} />
      ) : protests.isError ? (
        <ErrorNotice title={T.loadFailed} />
      ) : protests.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{T.empty}</p>
      ) : (
        <ul className="space-y-6" aria-label={T.listHeading}>
          {protests.data.map((protest) => (
            <ProtestCase key={protest.id} protest={protest} league={league} />
          ))}
        </ul>
      )}
    </RegionCard>
  );
}

function ProtestCase({ protest, league }: { protest: ProtestDto; league: LeagueDto }) {
  const title = T.game(protest.homeTeam.name, protest.awayTeam.name);
  const headingId = `protest-${protest.id}-heading`;
  const at = (iso: string) => formatLeagueDateTime(iso, league.timezone);
  const game = useQuery<GameDto>({ queryKey: ['/api/games', protest.id], staleTime: 0 });
  return (
    <li className="space-y-4 rounded-lg border p-4" aria-labelledby={headingId} data-testid="protest-case">
      <div className="space-y-1">
        <h3 id={headingId} className="font-semibold [overflow-wrap:anywhere]">
          {title}
        </h3>
        <p className="text-xs text-muted-foreground">
          <time dateTime={protest.scheduledDate}>{at(protest.scheduledDate)}</time>
          {protest.field ? ` · ${protest.field}` : ''}
        </p>
        <p className="text-lg font-bold tabular-nums [overflow-wrap:anywhere]">{T.score(protest.homeTeam.name, protest.homeScore, protest.awayTeam.name, protest.awayScore)}</p>
      </div>
      <ul className="space-y-2">
        {protest.answers.map((answer) => (
          <li key={answer.side} className="text-sm [overflow-wrap:anywhere]">
            {answer.answer === 'protested' ? (
              <>
                <p className="font-medium">{T.protestBy(T.side[answer.side], answer.byName, at(answer.at))}</p>
                <blockquote className="mt-1 border-l-4 border-primary/40 pl-3 whitespace-pre-line">{answer.reason}</blockquote>
              </>
            ) : (
              <p className="text-muted-foreground">{T.agreedBy(T.side[answer.side], answer.byName, at(answer.at))}</p>
            )}
          </li>
        ))}
      </ul>
      <details className="rounded-md border p-3">
        <summary className="min-h-11 cursor-pointer content-center font-semibold">{T.timeline}</summary>
        <div className="mt-3">{game.data ? <GameHistoryTab gameId={protest.id} names={historyNames(game.data, league.timezone, [], [])} /> : <LoadingNotice label={T.loading} />}</div>
      </details>
      <details className="rounded-md border p-3">
        <summary className="min-h-11 cursor-pointer content-center font-semibold">{T.checkin}</summary>
        <div className="mt-3">
          <CheckinSheet gameId={protest.id} protest={protest} />
        </div>
      </details>
      <RulingForm protest={protest} slug={league.slug} />
    </li>
  );
}

// The check-in sheet as the referee left it (GET /api/games/{id}/checkin): who was present, by team.
function CheckinSheet({ gameId, protest }: { gameId: number; protest: ProtestDto }) {
  const sheet = useQuery<CheckinDto>({ queryKey: ['/api/games', gameId, 'checkin'], staleTime: 0, retry: false });
  if (sheet.isPending) return <LoadingNotice label={T.checkinLoading} />;
  if (sheet.isError) return <p className="text-sm text-muted-foreground">{T.checkinNone}</p>;
  const groups: [string, CheckinPlayerDto[]][] = [
    [protest.homeTeam.name, sheet.data.home],
    [protest.awayTeam.name, sheet.data.away],
    [T.others, sheet.data.others],
  ];
  const anyPresent = groups.some(([, players]) => players.some((p) => p.present));
  if (!anyPresent) return <p className="text-sm text-muted-foreground">{T.checkinNone}</p>;
  return (
    <div className="space-y-3">
      {sheet.data.rosterFlag ? <Badge variant="warning">{T.checkinFlag}</Badge> : null}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {groups
          .filter(([, players]) => players.some((p) => p.present))
          .map(([name, players]) => {
            const present = players.filter((p) => p.present);
            return (
              <section key={name} aria-label={name} className="space-y-1">
                <h4 className="flex items-center gap-2 text-sm font-semibold">
                  <ListChecks className="size-4 text-primary" aria-hidden />
                  {name} · {T.present(present.length)}
                </h4>
                <ul className="text-sm">
                  {present.map((p) => (
                    <li key={p.id}>{T.player(`${p.firstName} ${p.lastName}`, p.jerseyNumber)}</li>
                  ))}
                </ul>
              </section>
            );
          })}
      </div>
    </div>
  );
}

function RulingForm({ protest, slug }: { protest: ProtestDto; slug: string }) {
  const [values, setValues] = useState<RulingValues>({ decision: 'upheld', homeScore: String(protest.homeScore), awayScore: String(protest.awayScore), note: '' });
  const [tried, setTried] = useState(false);
  const id = `ruling-${protest.id}`;
  const rule = useApiMutation<RulingBody, ResultDto>({
    mutationFn: (body) => apiJson<ResultDto>('POST', `/api/games/${protest.id}/result/rule`, body),
    failureTitle: T.ruleFailed,
    success: () => ({ title: T.ruled }),
    invalidate: (queryClient) => queryClient.invalidateQueries({ queryKey: protestsKey(slug) }),
  });
  const { body, problems } = rulingBodyOf(values);
  const set = (patch: Partial<RulingValues>) => setValues((v) => ({ ...v, ...patch }));
  return (
    <form
      className="space-y-4 rounded-md bg-muted/40 p-3"
      aria-labelledby={`${id}-heading`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (body) rule.mutate(body);
      }}
    >
      <h4 id={`${id}-heading`} className="font-semibold">
        {T.rulingHeading}
      </h4>
      <ChoiceButtons<RulingDecision> legend={T.decision} name={`${id}-decision`} value={values.decision} options={DECISIONS} onChange={(decision) => set({ decision })} columns="grid-cols-1 sm:grid-cols-2" />
      {values.decision === 'upheld' ? (
        <div className="grid grid-cols-2 gap-3">
          <LabeledControl htmlFor={`${id}-home`} label={T.homeScore(protest.homeTeam.name)} error={tried && problems.homeScore ? T.scoreInvalid : undefined}>
            <Input id={`${id}-home`} inputMode="numeric" value={values.homeScore} onChange={(e) => set({ homeScore: e.currentTarget.value })} />
          </LabeledControl>
          <LabeledControl htmlFor={`${id}-away`} label={T.awayScore(protest.awayTeam.name)} error={tried && problems.awayScore ? T.scoreInvalid : undefined}>
            <Input id={`${id}-away`} inputMode="numeric" value={values.awayScore} onChange={(e) => set({ awayScore: e.currentTarget.value })} />
          </LabeledControl>
        </div>
      ) : null}
      <LabeledControl htmlFor={`${id}-note`} label={T.note} required error={tried && problems.note ? T.noteRequired : undefined}>
        <textarea id={`${id}-note`} rows={3} maxLength={ROSTER_LIMITS.reason.max} value={values.note} onChange={(e) => set({ note: e.currentTarget.value })} className={TEXTAREA} />
      </LabeledControl>
      <SubmitButton icon={<Gavel aria-hidden />} label={T.rule} pending={rule.isPending} pendingLabel={T.ruling} className="min-h-11" />
    </form>
  );
}
