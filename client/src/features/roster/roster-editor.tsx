import { Lock, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { mayEditRoster } from '@common/policies/rosters';
import { readableCalendarDate } from '@common/schedule/dates';
import type { PlayerDto, RosterDto } from '@common/schemas/rosters';
import { Button, SubmitButton } from '@client/components/ui/button';
import { apiJson, apiRequest } from '@client/lib/api';
import { refusedForm } from '@client/lib/form-errors';
import { useApiMutation } from '@client/lib/use-api-mutation';
import { useCurrentUser } from '@client/lib/use-current-user';
import { useZodForm } from '@client/lib/use-zod-form';
import { PlayerFields } from './player-fields';
import { EMPTY_PLAYER, PLAYER_LABELS, playerForm, type PlayerRequest, type PlayerValues, valuesOf } from './roster-form';
import { ROSTER_TEXT } from './texts';
import { rosterKey, useRoster } from './use-roster';

type Props = { teamId: number; leagueSlug: string };

const fullName = (p: PlayerDto) => `${p.firstName} ${p.lastName}`;

// Issue 49 (decision 078): a team's roster, to add, edit and remove players. The coach's home shows
// it for his team, Manage Teams for any team. Shown to whoever may read the roster; its forms to
// whoever may change it now (a coach until the lock date, the admins always: the server decides the
// same with common/policies/rosters.ts). A refusal (a number taken, the lock) is the server's message in the toast.
export function RosterEditor({ teamId }: Props) {
  const roster = useRoster(teamId);
  const { data: user } = useCurrentUser(false);
  if (roster.isPending) return <p className="py-4 text-sm text-muted-foreground">{ROSTER_TEXT.loading}</p>;
  if (roster.isError) return <p className="py-4 text-sm text-destructive">{ROSTER_TEXT.loadFailed}</p>;
  // the editor opens on the coach's own team (or any, for an admin)
  const editable = mayEditRoster(user, { isCoach: true, locked: roster.data.locked });
  return <RosterBody roster={roster.data} editable={editable} />;
}

function LockNotice({ roster, editable }: { roster: RosterDto; editable: boolean }) {
  if (!roster.lockDate) return null;
  const date = readableCalendarDate(roster.lockDate);
  const text = !roster.locked ? ROSTER_TEXT.locksOn(date) : editable ? ROSTER_TEXT.lockedForAdmin(date) : ROSTER_TEXT.lockedForCoach(date);
  return (
    <p className="flex items-start gap-2 rounded-md border bg-muted/40 px-3 py-2 text-sm" role="note">
      {roster.locked ? <Lock className="mt-0.5 size-4 shrink-0" aria-hidden /> : null}
      {text}
    </p>
  );
}

function RosterBody({ roster, editable }: { roster: RosterDto; editable: boolean }) {
  return (
    <div className="space-y-3">
      <LockNotice roster={roster} editable={editable} />
      {editable ? <AddPlayer teamId={roster.teamId} /> : null}
      <h3 className="text-sm font-semibold" id={`roster-${roster.teamId}-count`}>
        {ROSTER_TEXT.count(roster.players.length)}
      </h3>
      {roster.players.length === 0 ? (
        <p className="py-2 text-sm text-muted-foreground">{ROSTER_TEXT.empty}</p>
      ) : (
        <ul className="divide-y" aria-labelledby={`roster-${roster.teamId}-count`}>
          {roster.players.map((p) => (
            <PlayerRow key={p.id} player={p} editable={editable} />
          ))}
        </ul>
      )}
    </div>
  );
}

function AddPlayer({ teamId }: { teamId: number }) {
  const { register, handleSubmit, reset, errorOf, setFocus } = useZodForm(playerForm, EMPTY_PLAYER);
  const add = useApiMutation<PlayerRequest, PlayerDto>({
    mutationFn: (body) => apiJson<PlayerDto>('POST', `/api/teams/${teamId}/players`, body),
    failureTitle: ROSTER_TEXT.addFailed,
    success: (p) => ({ title: ROSTER_TEXT.added, description: fullName(p) }),
    invalidate: (queryClient) => queryClient.invalidateQueries({ queryKey: rosterKey(teamId) }),
    // the next player's name is typed at once
    onSuccess: () => {
      reset(EMPTY_PLAYER);
      setFocus('firstName');
    },
  });
  return (
    <form onSubmit={handleSubmit((body) => add.mutate(body), refusedForm(PLAYER_LABELS, ROSTER_TEXT.addFailed))} className="space-y-2 rounded-lg border bg-muted/40 p-3" noValidate aria-label={ROSTER_TEXT.add}>
      <PlayerFields idPrefix={`new-player-${teamId}`} register={register} errorOf={errorOf} />
      <div className="flex justify-end">
        <SubmitButton label={ROSTER_TEXT.add} pending={add.isPending} pendingLabel={ROSTER_TEXT.adding} icon={<Plus aria-hidden />} />
      </div>
    </form>
  );
}

function PlayerRow({ player, editable }: { player: PlayerDto; editable: boolean }) {
  const [mode, setMode] = useState<'show' | 'edit' | 'remove'>('show');
  const name = fullName(player);
  if (mode === 'edit') return <EditPlayer player={player} onDone={() => setMode('show')} />;
  if (mode === 'remove') return <RemovePlayer player={player} onDone={() => setMode('show')} />;
  return (
    <li className="flex items-center gap-3 py-2">
      <span className="w-9 shrink-0 text-center font-mono text-sm font-semibold tabular-nums" aria-label={player.jerseyNumber === null ? ROSTER_TEXT.noNumber : undefined}>
        {player.jerseyNumber === null ? '–' : `#${player.jerseyNumber}`}
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{name}</p>
        {player.birthDate ? <p className="truncate text-xs text-muted-foreground">{ROSTER_TEXT.born(readableCalendarDate(player.birthDate))}</p> : null}
      </div>
      {editable ? (
        <>
          <Button variant="ghost" size="icon" className="size-9" aria-label={ROSTER_TEXT.edit(name)} onClick={() => setMode('edit')}>
            <Pencil aria-hidden />
          </Button>
          <Button variant="ghost" size="icon" className="size-9 text-destructive hover:text-destructive" aria-label={ROSTER_TEXT.remove(name)} onClick={() => setMode('remove')}>
            <Trash2 aria-hidden />
          </Button>
        </>
      ) : null}
    </li>
  );
}

function EditPlayer({ player, onDone }: { player: PlayerDto; onDone: () => void }) {
  const { register, handleSubmit, errorOf } = useZodForm(playerForm, valuesOf(player) satisfies PlayerValues);
  const save = useApiMutation<PlayerRequest, PlayerDto>({
    mutationFn: (body) => apiJson<PlayerDto>('PATCH', `/api/teams/${player.teamId}/players/${player.id}`, body),
    failureTitle: ROSTER_TEXT.saveFailed,
    success: () => ({ title: ROSTER_TEXT.saved }),
    invalidate: (queryClient) => queryClient.invalidateQueries({ queryKey: rosterKey(player.teamId) }),
    onSuccess: onDone,
  });
  return (
    <li className="py-3">
      <form onSubmit={handleSubmit((body) => save.mutate(body), refusedForm(PLAYER_LABELS, ROSTER_TEXT.saveFailed))} className="space-y-2" noValidate aria-label={ROSTER_TEXT.edit(fullName(player))}>
        <PlayerFields idPrefix={`player-${player.id}`} register={register} errorOf={errorOf} />
        <div className="flex justify-end gap-2">
          <Button variant="outline" size="sm" onClick={onDone}>
            {ROSTER_TEXT.cancel}
          </Button>
          <SubmitButton label={ROSTER_TEXT.save} pending={save.isPending} pendingLabel={ROSTER_TEXT.saving} />
        </div>
      </form>
    </li>
  );
}

// The question of a removal, in the row itself: the editor may already sit in a dialog (Manage
// Teams), and a dialog over a dialog over a dialog is one too many on a phone (and its name was the
// roster's: Radix's ids on Preact, two portals deep).
function RemovePlayer({ player, onDone }: { player: PlayerDto; onDone: () => void }) {
  const name = fullName(player);
  const remove = useApiMutation<void>({
    mutationFn: () => apiRequest('DELETE', `/api/teams/${player.teamId}/players/${player.id}`),
    failureTitle: ROSTER_TEXT.removeFailed,
    success: () => ({ title: ROSTER_TEXT.removed, description: name }),
    invalidate: (queryClient) => queryClient.invalidateQueries({ queryKey: rosterKey(player.teamId) }),
    onSuccess: onDone,
  });
  const titleId = `remove-player-${player.id}`;
  const cancel = useRef<HTMLButtonElement>(null);
  // the safe answer has the focus, as in every confirmation
  useEffect(() => cancel.current?.focus(), []);
  return (
    <li className="py-3">
      <div role="group" aria-labelledby={titleId} className="space-y-2 rounded-md border border-destructive/40 p-3">
        <p id={titleId} className="font-medium">
          {ROSTER_TEXT.removeTitle(name)}
        </p>
        <p className="text-sm text-muted-foreground">{ROSTER_TEXT.removeConfirm}</p>
        <div className="flex justify-end gap-2">
          <Button ref={cancel} variant="outline" size="sm" onClick={onDone}>
            {ROSTER_TEXT.cancel}
          </Button>
          <Button variant="destructive" size="sm" disabled={remove.isPending} onClick={() => remove.mutate()}>
            {remove.isPending ? ROSTER_TEXT.removing : ROSTER_TEXT.removeLabel}
          </Button>
        </div>
      </div>
    </li>
  );
}
