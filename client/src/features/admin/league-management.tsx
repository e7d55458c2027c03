import { LayoutDashboard, Pencil, Plus, Trash2, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { LEAGUE_STATUSES, type LeagueStatus } from '@common/constants';
import type { LeagueDto } from '@common/schemas/league';
import { Badge } from '@client/components/ui/badge';
import { Button, SubmitButton } from '@client/components/ui/button';
import { ConfirmRemoveDialog } from '@client/components/ui/confirm-dialog';
import { FormDialogFooter, TitledDialog } from '@client/components/ui/dialog';
import { Options, Select } from '@client/components/ui/select';
import { useLeague } from '@client/lib/league-context';
import { ErrorNotice, LoadingNotice } from '@client/features/shell/notices';
import { apiJson, apiRequest } from '@client/lib/api';
import { serverMessage } from '@client/lib/api-errors';
import { cn } from '@client/lib/utils';
import { invalidateLeagues, useAllLeagues } from './admin-data';
import { useApiMutation } from '@client/lib/use-api-mutation';
import { refusedForm } from '@client/lib/form-errors';
import { useZodForm } from '@client/lib/use-zod-form';
import { LEAGUE_FIELD_LABELS, leagueForm, leagueValues, timezoneLabel, type LeagueRequest } from './league-form';
import { LeagueFormFields } from './league-form-fields';
import { ADMIN_TEXT } from './texts';

const STATUS_TONE: Record<LeagueStatus, string> = {
  active: 'bg-emerald-100 text-emerald-800',
  suspended: 'bg-red-100 text-red-700',
  archived: 'bg-slate-200 text-slate-700',
};

export function LeagueStatusBadge({ status }: { status: LeagueStatus }) {
  return <Badge className={STATUS_TONE[status]}>{ADMIN_TEXT.leagueStatus[status]}</Badge>;
}

const refusedLeague = refusedForm(LEAGUE_FIELD_LABELS);

// Create League, inline above the list (spec 5: name required; the slug is normalised as typed).
function CreateLeagueForm({ onDone }: { onDone: () => void }) {
  const form = useZodForm(leagueForm, leagueValues(null));
  const create = useApiMutation<LeagueRequest, LeagueDto>({
    mutationFn: (body) => apiJson<LeagueDto>('POST', '/api/leagues', body),
    failureTitle: ADMIN_TEXT.createLeagueFailed,
    success: (league) => ({ title: ADMIN_TEXT.leagueCreated, description: `${league.name} · /${league.slug}` }),
    invalidate: invalidateLeagues,
    onSuccess: onDone,
  });


  return (
    <form onSubmit={form.handleSubmit((request) => create.mutate(request), refusedLeague)} className="space-y-4 rounded-lg border bg-muted/40 p-4" noValidate aria-label={ADMIN_TEXT.createLeagueHeading}>
      <div className="flex items-center justify-between gap-3">
        <h3 className="font-semibold">{ADMIN_TEXT.createLeagueHeading}</h3>
        <Button variant="ghost" size="icon" className="size-8" aria-label={ADMIN_TEXT.close} onClick={onDone}>
          <X aria-hidden />
        </Button>
      </div>
      <LeagueFormFields form={form} idPrefix="new-league" />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          {ADMIN_TEXT.cancel}
        </Button>
        <SubmitButton label={ADMIN_TEXT.createLeague} pending={create.isPending} pendingLabel={ADMIN_TEXT.creating} />
      </div>
    </form>
  );
}

// Spec 2.4 Edit League (super admin): name, address and default settings.
function EditLeagueDialog({ league, onClose }: { league: LeagueDto; onClose: () => void }) {
  const form = useZodForm(leagueForm, leagueValues(league));
  const current = useLeague();
  const [, navigate] = useLocation();
  const update = useApiMutation<LeagueRequest, LeagueDto>({
    mutationFn: (body) => apiJson<LeagueDto>('PATCH', `/api/leagues/${league.id}`, body),
    // Spec 8: a league update failure shows the server's message.
    failureTitle: (error) => serverMessage(error, ADMIN_TEXT.updateLeagueFailed),
    success: () => ({ title: ADMIN_TEXT.leagueUpdated }),
    invalidate: invalidateLeagues,
    onSuccess: (saved) => {
      onClose();
      // The dashboard of a league whose address changed moves with it.
      if (current?.id === saved.id && saved.slug !== current.slug) navigate(`/${saved.slug}/admin`, { replace: true });
    },
  });


  return (
    <TitledDialog title={ADMIN_TEXT.editLeagueTitle} description={league.name} onClose={onClose} className="sm:max-w-2xl">
      <form onSubmit={form.handleSubmit((request) => update.mutate(request), refusedLeague)} className="space-y-4" noValidate>
        <LeagueFormFields form={form} idPrefix="edit-league" />
        <FormDialogFooter cancel={ADMIN_TEXT.cancel} onCancel={onClose} submit={ADMIN_TEXT.saveChanges} pending={update.isPending} pendingLabel={ADMIN_TEXT.saving} />
      </form>
    </TitledDialog>
  );
}

function LeagueRow({ league, onEdit, onDelete }: { league: LeagueDto; onEdit: () => void; onDelete: () => void }) {
  const changeStatus = useApiMutation<LeagueStatus, LeagueDto>({
    mutationFn: (status) => apiJson<LeagueDto>('PATCH', `/api/leagues/${league.id}/status`, { status }),
    failureTitle: ADMIN_TEXT.updateLeagueStatusFailed,
    success: (saved) => ({
      title: ADMIN_TEXT.leagueStatusUpdatedTitle,
      description: ADMIN_TEXT.leagueStatusUpdated(saved.name, ADMIN_TEXT.leagueStatus[saved.status]),
    }),
    invalidate: invalidateLeagues,
  });
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center" aria-label={league.name}>
      <div className="min-w-0 flex-1">
        <div className="flex min-w-0 items-center gap-2">
          <p className="truncate font-medium">{league.name}</p>
          <LeagueStatusBadge status={league.status} />
        </div>
        <p className="truncate text-xs text-muted-foreground">
          /{league.slug} · {timezoneLabel(league.timezone)}
        </p>
      </div>
      <div className="flex items-center gap-1">
        <Select
          aria-label={ADMIN_TEXT.leagueStatusLabel(league.name)}
          value={league.status}
          disabled={changeStatus.isPending}
          onChange={(event) => changeStatus.mutate(event.target.value as LeagueStatus)}
          className="w-36"
        >
          <Options choices={LEAGUE_STATUSES.map((status) => ({ value: status, label: ADMIN_TEXT.leagueStatus[status] }))} />
        </Select>
        <Button asChild variant="ghost" size="icon" className="size-9">
          <Link href={`/${league.slug}/admin`} aria-label={ADMIN_TEXT.openDashboard(league.name)} title={ADMIN_TEXT.dashboard}>
            <LayoutDashboard aria-hidden />
          </Link>
        </Button>
        <Button variant="ghost" size="icon" className="size-9" aria-label={ADMIN_TEXT.editLeague(league.name)} onClick={onEdit}>
          <Pencil aria-hidden />
        </Button>
        <Button variant="ghost" size="icon" className="size-9 text-destructive hover:text-destructive" aria-label={ADMIN_TEXT.deleteLeague(league.name)} onClick={onDelete}>
          <Trash2 aria-hidden />
        </Button>
      </div>
    </li>
  );
}

// Every league (the super admin's), drawn by children; or what shows instead while they load, when
// the read failed, or when there are none.
export function AllLeagues({ emptyClassName, children }: { emptyClassName: string; children: (leagues: readonly LeagueDto[]) => ReactNode }) {
  const { data: leagues, isPending, isError } = useAllLeagues();
  if (isPending) return <LoadingNotice label={ADMIN_TEXT.loadingLeagues} className="min-h-24" />;
  if (isError) return <ErrorNotice title={ADMIN_TEXT.fetchLeaguesFailed}>{ADMIN_TEXT.reloadHint}</ErrorNotice>;
  if (leagues.length === 0) return <p className={emptyClassName}>{ADMIN_TEXT.leaguesEmpty}</p>;
  return children(leagues);
}

// Spec 2.4 League Management (super admin): every league; create, edit, status change, delete.
// The same panel fills the dashboard's modal and the /leagues page.
export function LeagueManagementPanel({ className }: { className?: string }) {
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<LeagueDto | null>(null);
  const [toDelete, setToDelete] = useState<LeagueDto | null>(null);
  const remove = useApiMutation<number>({
    mutationFn: (id) => apiRequest('DELETE', `/api/leagues/${id}`),
    failureTitle: ADMIN_TEXT.deleteLeagueFailed,
    success: () => ({ title: ADMIN_TEXT.leagueDeleted }),
    invalidate: invalidateLeagues,
  });

  return (
    <div className={cn('space-y-4', className)}>
      {creating ? (
        <CreateLeagueForm onDone={() => setCreating(false)} />
      ) : (
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden />
          {ADMIN_TEXT.createLeague}
        </Button>
      )}
      <AllLeagues emptyClassName="py-4 text-center text-sm text-muted-foreground">
        {(leagues) => (
          <ul className="divide-y" aria-label={ADMIN_TEXT.leaguesTitle}>
            {leagues.map((league) => (
              <LeagueRow key={league.id} league={league} onEdit={() => setEditing(league)} onDelete={() => setToDelete(league)} />
            ))}
          </ul>
        )}
      </AllLeagues>
      {editing ? <EditLeagueDialog league={editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmRemoveDialog
        item={toDelete}
        onClose={() => setToDelete(null)}
        title={(league) => ADMIN_TEXT.deleteLeagueTitle(league.name)}
        description={ADMIN_TEXT.deleteLeagueWarning}
        confirmLabel={ADMIN_TEXT.deleteLeagueConfirm}
        pendingLabel={ADMIN_TEXT.deleting}
        isPending={remove.isPending}
        onConfirm={(league, done) => remove.mutate(league.id, { onSettled: done })}
      />
    </div>
  );
}

export function LeagueManagementDialog({ onClose }: { onClose: () => void }) {
  return (
    <TitledDialog title={ADMIN_TEXT.leaguesTitle} description={ADMIN_TEXT.leaguesDescription} onClose={onClose} className="sm:max-w-3xl">
      <LeagueManagementPanel />
    </TitledDialog>
  );
}
