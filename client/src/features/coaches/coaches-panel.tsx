import { MailPlus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { DEFAULT_TIMEZONE } from '@common/constants';
import type { CoachDto, TeamCoachesDto } from '@common/schemas/rosters';
import { Button, SubmitButton } from '@client/components/ui/button';
import { ConfirmRemoveDialog } from '@client/components/ui/confirm-dialog';
import { Input } from '@client/components/ui/input';
import { LabeledControl } from '@client/components/ui/labeled-control';
import { Options, Select } from '@client/components/ui/select';
import { apiJson, apiRequest } from '@client/lib/api';
import { refusedForm } from '@client/lib/form-errors';
import { formatLeagueDateTime } from '@client/lib/league-time';
import { useLeagueBySlug } from '@client/lib/use-league';
import { useApiMutation } from '@client/lib/use-api-mutation';
import { useZodForm } from '@client/lib/use-zod-form';
import { EMPTY_INVITE, INVITE_LABELS, inviteForm, type InviteRequest } from './invite-form';
import { COACHES_TEXT } from './texts';
import { coachesKey, useCoaches } from './use-coaches';

const ROLE_CHOICES = [
  { value: 'head', label: COACHES_TEXT.role.head },
  { value: 'assistant', label: COACHES_TEXT.role.assistant },
];

// Issue 49 (decision 077): a team's coaches for the league's admin: who coaches it (name, address,
// head or assistant) with Remove, the invitations still waiting with their expiry, and the Invite
// form. An address of an account of the league is linked at once (the server decides and answers the
// new list); a refusal is the server's message in the toast.
export function CoachesPanel({ teamId, leagueSlug }: { teamId: number; leagueSlug: string }) {
  const coaches = useCoaches(teamId);
  const timeZone = useLeagueBySlug(leagueSlug).data?.timezone ?? DEFAULT_TIMEZONE;
  return (
    <div className="space-y-4">
      <InviteCoach teamId={teamId} />
      {coaches.isPending ? (
        <p className="py-2 text-sm text-muted-foreground">{COACHES_TEXT.loading}</p>
      ) : coaches.isError ? (
        <p className="py-2 text-sm text-destructive">{COACHES_TEXT.loadFailed}</p>
      ) : (
        <CoachLists teamId={teamId} data={coaches.data} timeZone={timeZone} />
      )}
    </div>
  );
}

function CoachLists({ teamId, data, timeZone }: { teamId: number; data: TeamCoachesDto; timeZone: string }) {
  const [toRemove, setToRemove] = useState<CoachDto | null>(null);
  const remove = useApiMutation<CoachDto>({
    mutationFn: (coach) => apiRequest('DELETE', `/api/teams/${teamId}/coaches/${coach.userId}`),
    failureTitle: COACHES_TEXT.removeFailed,
    success: () => ({ title: COACHES_TEXT.removed }),
    invalidate: (queryClient) => queryClient.invalidateQueries({ queryKey: coachesKey(teamId) }),
  });
  const coachesId = `team-${teamId}-coaches`;
  const invitationsId = `team-${teamId}-invitations`;
  return (
    <>
      <section aria-labelledby={coachesId} className="space-y-1">
        <h3 id={coachesId} className="text-sm font-semibold">
          {COACHES_TEXT.coaches}
        </h3>
        {data.coaches.length === 0 ? (
          <p className="py-1 text-sm text-muted-foreground">{COACHES_TEXT.noCoaches}</p>
        ) : (
          <ul className="divide-y" aria-labelledby={coachesId}>
            {data.coaches.map((coach) => (
              <li key={coach.userId} className="flex items-center gap-3 py-2">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{coach.name}</p>
                  <p className="truncate text-xs text-muted-foreground">
                    {COACHES_TEXT.role[coach.coachRole]} · {coach.email ?? COACHES_TEXT.noEmail}
                  </p>
                </div>
                <Button variant="ghost" size="icon" className="size-9 text-destructive hover:text-destructive" aria-label={COACHES_TEXT.remove(coach.name)} onClick={() => setToRemove(coach)}>
                  <Trash2 aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      {data.invitations.length > 0 ? (
        <section aria-labelledby={invitationsId} className="space-y-1">
          <h3 id={invitationsId} className="text-sm font-semibold">
            {COACHES_TEXT.invitations}
          </h3>
          <ul className="divide-y" aria-labelledby={invitationsId}>
            {data.invitations.map((invitation) => (
              <li key={invitation.id} className="py-2">
                <p className="truncate font-medium">
                  {invitation.name} <span className="text-sm font-normal text-muted-foreground">({COACHES_TEXT.role[invitation.coachRole]})</span>
                </p>
                <p className="truncate text-xs text-muted-foreground">{invitation.email}</p>
                <p className="text-xs text-muted-foreground">{COACHES_TEXT.expires(formatLeagueDateTime(invitation.expiresAt, timeZone))}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ConfirmRemoveDialog
        item={toRemove}
        onClose={() => setToRemove(null)}
        title={(coach) => COACHES_TEXT.removeTitle(coach.name)}
        description={COACHES_TEXT.removeConfirm}
        confirmLabel={COACHES_TEXT.removeLabel}
        pendingLabel={COACHES_TEXT.removing}
        isPending={remove.isPending}
        onConfirm={(coach, done) => remove.mutate(coach, { onSettled: done })}
      />
    </>
  );
}

function InviteCoach({ teamId }: { teamId: number }) {
  const { register, handleSubmit, reset, errorOf } = useZodForm(inviteForm, EMPTY_INVITE);
  const invite = useApiMutation<InviteRequest, TeamCoachesDto>({
    mutationFn: (body) => apiJson<TeamCoachesDto>('POST', `/api/teams/${teamId}/coaches`, body),
    failureTitle: COACHES_TEXT.inviteFailed,
    // linked at once when the address is an account's of the league: the answer lists him a coach
    success: (answer, body) => {
      const linked = answer.coaches.find((coach) => coach.email?.toLowerCase() === body.email.toLowerCase());
      return linked ? { title: COACHES_TEXT.linked(linked.name) } : { title: COACHES_TEXT.invited, description: body.email };
    },
    invalidate: (queryClient) => queryClient.invalidateQueries({ queryKey: coachesKey(teamId) }),
    onSuccess: () => reset(EMPTY_INVITE),
  });
  const id = (name: string) => `invite-coach-${teamId}-${name}`;
  return (
    <form onSubmit={handleSubmit((body) => invite.mutate(body), refusedForm(INVITE_LABELS, COACHES_TEXT.inviteFailed))} className="space-y-2 rounded-lg border bg-muted/40 p-3" noValidate aria-label={COACHES_TEXT.inviteForm}>
      <div className="grid grid-cols-2 gap-2">
        <LabeledControl htmlFor={id('email')} label={COACHES_TEXT.email} required error={errorOf('email')} className="col-span-2">
          <Input id={id('email')} type="email" autoComplete="off" maxLength={254} {...register('email')} />
        </LabeledControl>
        <LabeledControl htmlFor={id('first')} label={COACHES_TEXT.firstName} required error={errorOf('firstName')} className="col-span-2 sm:col-span-1">
          <Input id={id('first')} autoComplete="off" maxLength={60} {...register('firstName')} />
        </LabeledControl>
        <LabeledControl htmlFor={id('last')} label={COACHES_TEXT.lastName} required error={errorOf('lastName')} className="col-span-2 sm:col-span-1">
          <Input id={id('last')} autoComplete="off" maxLength={60} {...register('lastName')} />
        </LabeledControl>
        <LabeledControl htmlFor={id('role')} label={COACHES_TEXT.roleLabel} className="col-span-2 sm:col-span-1">
          <Select id={id('role')} {...register('coachRole')}>
            <Options choices={ROLE_CHOICES} />
          </Select>
        </LabeledControl>
        <div className="col-span-2 flex items-end justify-end sm:col-span-1">
          <SubmitButton label={COACHES_TEXT.invite} pending={invite.isPending} pendingLabel={COACHES_TEXT.inviting} icon={<MailPlus aria-hidden />} />
        </div>
      </div>
    </form>
  );
}
