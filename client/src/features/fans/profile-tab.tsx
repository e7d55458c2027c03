import { Save } from 'lucide-react';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { LIMITS } from '@common/constants';
import type { FanProfileDto, NotificationPreferences } from '@common/schemas/fans';
import type { TeamDto } from '@common/schemas/teams';
import { SubmitButton } from '@client/components/ui/button';
import { TitledCard } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { LabeledControl } from '@client/components/ui/labeled-control';
import { Options, Select } from '@client/components/ui/select';
import { Switch } from '@client/components/ui/switch';
import { refusedForm } from '@client/lib/form-errors';
import { useZodForm } from '@client/lib/use-zod-form';
import { LoadingNotice } from '@client/features/shell/notices';
import { useLeagueTeams, useUpdateProfile } from './fan-data';
import { profileForm, profileFormValues, type ProfileRequest } from './fan-view';
import { FAN_TEXT } from './texts';

const PREFERENCES = ['gameReminders', 'scoreUpdates', 'teamNews', 'email', 'push'] as const satisfies readonly (keyof NotificationPreferences)[];

// Spec 2.11 Profile: display name, favorite team ('No preference' sends null), notification preferences.
export function ProfileTab({ slug, profile }: { slug: string; profile: FanProfileDto }) {
  const teams = useLeagueTeams(slug);
  // The team select keeps its saved choice only if its options are there when the form mounts.
  if (teams.isPending) return <LoadingNotice className="min-h-48" />;
  return <ProfileForm slug={slug} profile={profile} teams={teams.data ?? null} />;
}

function ProfileForm({ slug, profile, teams }: { slug: string; profile: FanProfileDto; teams: TeamDto[] | null }) {
  const id = useId();
  const { register, handleSubmit, control, reset } = useZodForm(profileForm, profileFormValues(profile));
  const update = useUpdateProfile(slug, (saved) => reset(profileFormValues(saved)));

  function onSubmit(request: ProfileRequest): void {
    update.mutate(request);
  }

  return (
    <TitledCard title={FAN_TEXT.profileHeading} description={FAN_TEXT.profileDescription} className="mx-auto max-w-2xl">
      <form className="space-y-6" onSubmit={(event) => void handleSubmit(onSubmit, refusedForm({}, FAN_TEXT.updateFailed))(event)} noValidate aria-label={FAN_TEXT.profileHeading}>
        <div className="grid gap-4 sm:grid-cols-2">
          <LabeledControl htmlFor={`${id}-name`} label={FAN_TEXT.displayNameLabel} required>
            <Input id={`${id}-name`} autoComplete="nickname" maxLength={LIMITS.name.max} {...register('displayName')} />
          </LabeledControl>
          <LabeledControl htmlFor={`${id}-team`} label={FAN_TEXT.favoriteTeamLabel}>
            <Select id={`${id}-team`} {...register('favoriteTeamId')}>
              <option value="">{FAN_TEXT.noPreference}</option>
              {/* Without the team list (it failed to load), the saved team stays listed. */}
              {!teams && profile.favoriteTeamId !== null && profile.favoriteTeam ? (
                <option value={String(profile.favoriteTeamId)}>{profile.favoriteTeam.name}</option>
              ) : null}
              <Options choices={(teams ?? []).map((team) => ({ value: String(team.id), label: team.name }))} />
            </Select>
          </LabeledControl>
        </div>

        <fieldset>
          <legend className="text-sm font-semibold">{FAN_TEXT.notificationsHeading}</legend>
          <ul className="mt-2 divide-y rounded-lg border">
            {PREFERENCES.map((key) => {
              const { label, hint } = FAN_TEXT.notifications[key];
              return (
                <li key={key}>
                  <Controller
                    control={control}
                    name={`notificationPreferences.${key}`}
                    render={({ field }) => (
                      <LabeledControl
                        layout="before"
                        htmlFor={`${id}-${key}`}
                        label={label}
                        hint={hint}
                        className="flex items-center justify-between gap-4 px-4 py-3"
                        labelBoxClassName="min-w-0"
                        labelClassName="block leading-5"
                      >
                        <Switch id={`${id}-${key}`} checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} />
                      </LabeledControl>
                    )}
                  />
                </li>
              );
            })}
          </ul>
        </fieldset>

        <div className="flex justify-end">
          <SubmitButton size="lg" className="w-full sm:w-auto" icon={<Save aria-hidden />} label={FAN_TEXT.save} pending={update.isPending} pendingLabel={FAN_TEXT.saving} />
        </div>
      </form>
    </TitledCard>
  );
}
