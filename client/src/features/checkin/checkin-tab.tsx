import { useQuery } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import type { CheckinDto, RosterDto } from '@common/schemas/rosters';
import type { TeamDto } from '@common/schemas/teams';
import { Button } from '@client/components/ui/button';
import { LabeledControl } from '@client/components/ui/labeled-control';
import { Options, Select } from '@client/components/ui/select';
import { ErrorNotice, LoadingNotice } from '@client/features/shell/notices';
import { apiJson } from '@client/lib/api';
import { invalidateGames } from '@client/lib/game-lists';
import { useApiMutation } from '@client/lib/use-api-mutation';
import { presentIds } from './checkin-outbox';
import { TeamList } from './checkin-panel';
import { CHECKIN_TEXT as TEXT } from './texts';
import { checkinKey, useCheckinSheet } from './use-checkin';

// The players of another team of the league, to let one in (GET /api/teams/{id}/players).
function OtherTeamPlayers({ teamId, present, pending, onLetIn }: { teamId: number; present: Set<number>; pending: boolean; onLetIn: (id: number, name: string) => void }) {
  const roster = useQuery<RosterDto>({ queryKey: ['/api/teams', teamId, 'players'] });
  if (roster.isPending) return <LoadingNotice label={TEXT.loading} />;
  if (roster.isError) return <ErrorNotice title={TEXT.loadFailed} />;
  const players = roster.data.players.filter((player) => !present.has(player.id));
  if (players.length === 0) return <p className="text-sm text-muted-foreground">{roster.data.players.length === 0 ? TEXT.noPlayers : TEXT.allLetIn}</p>;
  return (
    <ul className="divide-y rounded-md border">
      {players.map((player) => {
        const name = TEXT.playerLabel(player.jerseyNumber, `${player.firstName} ${player.lastName}`);
        return (
          <li key={player.id} className="flex items-center justify-between gap-2 px-3 py-2">
            <span className="min-w-0 truncate">{name}</span>
            <Button variant="outline" size="sm" disabled={pending} aria-label={`${TEXT.overrideAction}: ${name}`} onClick={() => onLetIn(player.id, name)}>
              {TEXT.overrideAction}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

// Issue 49 (decision 080): the Check-in tab of Edit Game: the sheet as the referee marks it, and the
// admin's override: a player of another team let in, recorded with who, the game flagged. The admin
// writes at once (no outbox: a desk has its signal), each write the whole list with `override`.
export function CheckinTab({ gameId, homeTeamId, awayTeamId, names, teams }: { gameId: number; homeTeamId: number | null; awayTeamId: number | null; names: Record<'home' | 'away', string>; teams: readonly TeamDto[] }) {
  const sheet = useCheckinSheet(gameId);
  const others = teams.filter((team) => team.id !== homeTeamId && team.id !== awayTeamId);
  const [teamId, setTeamId] = useState<number | null>(others[0]?.id ?? null);
  const save = useApiMutation<{ present: number[]; name?: string }, CheckinDto>({
    mutationFn: ({ present }) => apiJson<CheckinDto>('PUT', `/api/games/${gameId}/checkin`, { present, override: true }),
    failureTitle: TEXT.saveFailed,
    success: (_sheet, { name }) => (name ? { title: TEXT.overrideDone(name) } : null),
    invalidate: (client) => Promise.all([client.invalidateQueries({ queryKey: checkinKey(gameId) }), invalidateGames(client)]),
  });
  if (sheet.isPending) return <LoadingNotice label={TEXT.loading} />;
  if (sheet.isError) return <ErrorNotice title={TEXT.loadFailed} />;
  const present = presentIds(sheet.data, null);
  const write = (next: Set<number>, name?: string) => save.mutate({ present: [...next].sort((a, b) => a - b), name });
  const toggle = (id: number) => {
    const next = new Set(present);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    write(next);
  };

  return (
    <div className="space-y-4">
      {sheet.data.rosterFlag ? (
        <p className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            <span className="font-semibold">{TEXT.rosterFlag}:</span> {TEXT.rosterFlagged}
          </span>
        </p>
      ) : null}
      <TeamList id="checkin-tab-home" title={names.home} players={sheet.data.home} present={present} onToggle={toggle} />
      <TeamList id="checkin-tab-away" title={names.away} players={sheet.data.away} present={present} onToggle={toggle} />
      {sheet.data.others.length > 0 ? <TeamList id="checkin-tab-others" title={TEXT.others} players={sheet.data.others} present={present} onToggle={toggle} /> : null}
      <section aria-labelledby="checkin-override-heading" className="space-y-2">
        <h3 id="checkin-override-heading" className="text-base font-semibold">
          {TEXT.overrideHeading}
        </h3>
        <p className="text-sm text-muted-foreground">{TEXT.overrideIntro}</p>
        {others.length === 0 || teamId === null ? (
          <p className="text-sm text-muted-foreground">{TEXT.noOthers}</p>
        ) : (
          <>
            <LabeledControl htmlFor="checkin-override-team" label={TEXT.overrideTeam}>
              <Select id="checkin-override-team" value={String(teamId)} onChange={(event) => setTeamId(Number(event.currentTarget.value))}>
                <Options choices={others.map((team) => ({ value: team.id, label: team.name }))} />
              </Select>
            </LabeledControl>
            <OtherTeamPlayers teamId={teamId} present={present} pending={save.isPending} onLetIn={(id, name) => write(new Set([...present, id]), name)} />
          </>
        )}
      </section>
    </div>
  );
}
