import { Pencil, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { DEFAULT_TEAM_COLOR } from '@common/constants';
import type { LeagueDto } from '@common/schemas/league';
import type { TeamDto } from '@common/schemas/teams';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { apiJson, apiRequest } from '@client/lib/api';
import { adminKeys, invalidateGames, showInvalid, useAdminMutation } from './admin-data';
import { ADMIN_TEXT } from './texts';

type TeamInput = { name: string; color: string };

// The team's name and colour; the colour is the browser's own picker (spec 2.4).
function TeamInputs({ idPrefix, value, onChange }: { idPrefix: string; value: TeamInput; onChange: (next: TeamInput) => void }) {
  return (
    <div className="flex min-w-0 flex-1 items-end gap-2">
      <div className="min-w-0 flex-1 space-y-2">
        <Label htmlFor={`${idPrefix}-name`}>{ADMIN_TEXT.teamName}</Label>
        <Input id={`${idPrefix}-name`} value={value.name} maxLength={100} autoComplete="off" onChange={(e) => onChange({ ...value, name: e.target.value })} />
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${idPrefix}-color`} className="sr-only">
          {ADMIN_TEXT.teamColor}
        </Label>
        <input
          id={`${idPrefix}-color`}
          type="color"
          value={value.color}
          onChange={(e) => onChange({ ...value, color: e.target.value })}
          className="block h-10 w-12 cursor-pointer rounded-md border border-input bg-card p-1"
          title={ADMIN_TEXT.teamColor}
        />
      </div>
    </div>
  );
}

// Games show their teams' names and colours.
function invalidateTeams(slug: string) {
  return (queryClient: QueryClient) =>
    Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.teams(slug) }), invalidateGames(queryClient)]);
}

function TeamRow({ team, slug, onDelete }: { team: TeamDto; slug: string; onDelete: () => void }) {
  const [editing, setEditing] = useState<TeamInput | null>(null);
  const update = useAdminMutation<TeamInput, TeamDto>({
    mutationFn: (body) => apiJson<TeamDto>('PATCH', `/api/teams/${team.id}`, body),
    failureTitle: ADMIN_TEXT.updateTeamFailed,
    success: () => ({ title: ADMIN_TEXT.teamUpdated }),
    invalidate: invalidateTeams(slug),
    onSuccess: () => setEditing(null),
  });

  if (editing) {
    return (
      <li className="space-y-3 py-3">
        <TeamInputs idPrefix={`team-${team.id}`} value={editing} onChange={setEditing} />
        <div className="flex justify-end gap-2">
          <Button variant="outline" size="sm" onClick={() => setEditing(null)}>
            {ADMIN_TEXT.cancel}
          </Button>
          <Button
            size="sm"
            disabled={update.isPending}
            onClick={() => {
              const name = editing.name.trim();
              if (!name) return showInvalid(ADMIN_TEXT.teamNameRequired);
              update.mutate({ name, color: editing.color.toUpperCase() });
            }}
          >
            {update.isPending ? ADMIN_TEXT.saving : ADMIN_TEXT.save}
          </Button>
        </div>
      </li>
    );
  }
  return (
    <li className="flex items-center gap-3 py-2.5">
      <span className="size-5 shrink-0 rounded-full ring-1 ring-black/10" style={{ backgroundColor: team.color }} aria-hidden />
      <span className="min-w-0 flex-1 truncate font-medium">{team.name}</span>
      <span className="hidden font-mono text-xs text-muted-foreground sm:inline">{team.color}</span>
      <Button variant="ghost" size="icon" className="size-9" aria-label={ADMIN_TEXT.editTeam(team.name)} onClick={() => setEditing({ name: team.name, color: team.color })}>
        <Pencil aria-hidden />
      </Button>
      <Button variant="ghost" size="icon" className="size-9 text-destructive hover:text-destructive" aria-label={ADMIN_TEXT.deleteTeam(team.name)} onClick={onDelete}>
        <Trash2 aria-hidden />
      </Button>
    </li>
  );
}

type ManageTeamsDialogProps = { onClose: () => void; league: LeagueDto; teams: readonly TeamDto[] };

// Spec 2.4 Manage Teams: list, add (name, colour), edit, delete. A team that plays in games is
// refused by the server with a message saying how many (docs/decisions/010).
export function ManageTeamsDialog({ onClose, league, teams }: ManageTeamsDialogProps) {
  const [draft, setDraft] = useState<TeamInput>({ name: '', color: DEFAULT_TEAM_COLOR });
  const [toDelete, setToDelete] = useState<TeamDto | null>(null);
  const create = useAdminMutation<TeamInput, TeamDto>({
    mutationFn: (body) => apiJson<TeamDto>('POST', '/api/teams', { ...body, leagueId: league.id }),
    failureTitle: ADMIN_TEXT.createTeamFailed,
    success: () => ({ title: ADMIN_TEXT.teamCreated }),
    invalidate: invalidateTeams(league.slug),
    onSuccess: () => setDraft({ name: '', color: DEFAULT_TEAM_COLOR }),
  });
  const remove = useAdminMutation<number>({
    mutationFn: (id) => apiRequest('DELETE', `/api/teams/${id}`),
    failureTitle: ADMIN_TEXT.deleteTeamFailed,
    success: () => ({ title: ADMIN_TEXT.teamDeleted }),
    invalidate: invalidateTeams(league.slug),
  });

  function add(event: FormEvent): void {
    event.preventDefault();
    const name = draft.name.trim();
    // Spec 5: a non-blank name is required.
    if (!name) return showInvalid(ADMIN_TEXT.teamNameRequired);
    create.mutate({ name, color: draft.color.toUpperCase() });
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="grid-cols-1 sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{ADMIN_TEXT.teamsTitle}</DialogTitle>
          <DialogDescription>{ADMIN_TEXT.teamsDescription}</DialogDescription>
        </DialogHeader>
        <form onSubmit={add} className="flex items-end gap-2 rounded-lg border bg-muted/40 p-3" noValidate>
          <TeamInputs idPrefix="new-team" value={draft} onChange={setDraft} />
          <Button type="submit" disabled={create.isPending} className="shrink-0">
            <Plus aria-hidden />
            <span className="hidden sm:inline">{ADMIN_TEXT.addTeam}</span>
            <span className="sr-only sm:hidden">{ADMIN_TEXT.addTeam}</span>
          </Button>
        </form>
        {teams.length === 0 ? (
          <p className="py-4 text-center text-sm text-muted-foreground">{ADMIN_TEXT.teamsEmpty}</p>
        ) : (
          <ul className="divide-y" aria-label={ADMIN_TEXT.teamsTitle}>
            {teams.map((team) => (
              <TeamRow key={team.id} team={team} slug={league.slug} onDelete={() => setToDelete(team)} />
            ))}
          </ul>
        )}
        <ConfirmDialog
          open={toDelete !== null}
          onOpenChange={(open) => (open ? undefined : setToDelete(null))}
          title={toDelete ? ADMIN_TEXT.deleteTeamTitle(toDelete.name) : ''}
          description={ADMIN_TEXT.deleteTeamConfirm}
          confirmLabel={ADMIN_TEXT.delete}
          pendingLabel={ADMIN_TEXT.deleting}
          isPending={remove.isPending}
          destructive
          onConfirm={() => {
            if (toDelete) remove.mutate(toDelete.id, { onSettled: () => setToDelete(null) });
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
