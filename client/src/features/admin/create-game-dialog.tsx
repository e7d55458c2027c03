import { useMemo } from 'react';
import { FORMAT_PRESETS, LIMITS, type GameFormat } from '@common/constants';
import type { GameDto } from '@common/schemas/games/dto';
import type { LeagueDto } from '@common/schemas/league';
import type { FieldDto, TeamDto } from '@common/schemas/teams';
import type { ManagedUserDto } from '@common/schemas/users';
import { FormDialogFooter, TitledDialog } from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { LabeledControl } from '@client/components/ui/labeled-control';
import { apiJson } from '@client/lib/api';
import { invalidateGames } from '@client/lib/game-lists';
import { refusedForm } from '@client/lib/form-errors';
import { useZodForm } from '@client/lib/use-zod-form';
import { useApiMutation } from '@client/lib/use-api-mutation';
import { CheckboxField, ChoiceSelect, countChoices, fieldChoices, FORMAT_CHOICES, FormSection, NumberField, refereeChoices, TIMEOUT_TYPE_CHOICES } from './form-parts';
import { createGameDefaults, createGameForm, type CreateGameRequest } from './game-form';
import { timezoneLabel } from './league-form';
import { DoubleBookingNote } from './double-booking-note';
import { ADMIN_TEXT } from './texts';

const F = ADMIN_TEXT.gameFields;

type CreateGameDialogProps = {
  onClose: () => void;
  league: LeagueDto;
  teams: readonly TeamDto[];
  fields: readonly FieldDto[];
  referees: readonly ManagedUserDto[];
};

// Spec 2.4/5 Create New Game: teams, optional referee and field, a wall-clock time at the league,
// and the game settings, starting from the league's.
export function CreateGameDialog({ onClose, league, teams, fields, referees }: CreateGameDialogProps) {
  const form = useMemo(() => createGameForm(league.timezone, league.id), [league.timezone, league.id]);
  const { register, handleSubmit, control, setValue, errorOf } = useZodForm(form, createGameDefaults(league));
  const create = useApiMutation<CreateGameRequest, GameDto>({
    mutationFn: (body) => apiJson<GameDto>('POST', '/api/games', body),
    failureTitle: ADMIN_TEXT.createGameFailed,
    success: () => ({ title: ADMIN_TEXT.gameCreated }),
    invalidate: invalidateGames,
    onSuccess: onClose,
  });

  const refused = refusedForm(F);

  const teamChoices = teams.map((team) => ({ value: team.id, label: team.name }));
  const formatField = register('gameFormat', {
    // Spec 5: quarters -> 4 x 15 minutes; halves -> 2 x 25 minutes.
    onChange: (event: { target: { value: string } }) => {
      const preset = FORMAT_PRESETS[event.target.value as GameFormat];
      if (preset) setValue('periodDuration', String(preset.periodDuration));
    },
  });

  return (
    <TitledDialog title={ADMIN_TEXT.createGameTitle} description={ADMIN_TEXT.createGameDescription} onClose={onClose} className="sm:max-w-2xl">
      <form onSubmit={handleSubmit((request) => create.mutate(request), refused)} className="space-y-6" noValidate>
        <FormSection title={ADMIN_TEXT.matchupSection}>
          <div className="grid gap-4 sm:grid-cols-2">
            <LabeledControl htmlFor="game-home" error={errorOf('homeTeamId')} label={F.homeTeam} required>
              <ChoiceSelect id="game-home" field={register('homeTeamId')} choices={teamChoices} none={ADMIN_TEXT.chooseTeam} />
            </LabeledControl>
            <LabeledControl htmlFor="game-away" error={errorOf('awayTeamId')} label={F.awayTeam} required>
              <ChoiceSelect id="game-away" field={register('awayTeamId')} choices={teamChoices} none={ADMIN_TEXT.chooseTeam} />
            </LabeledControl>
            <LabeledControl htmlFor="game-field" error={errorOf('field')} label={F.field}>
              <ChoiceSelect id="game-field" field={register('field')} choices={fieldChoices(fields)} none={ADMIN_TEXT.noFieldOption} />
              <DoubleBookingNote id="game-field-clash" error={create.error} />
            </LabeledControl>
            <LabeledControl htmlFor="game-referee" error={errorOf('refereeId')} label={F.referee}>
              <ChoiceSelect id="game-referee" field={register('refereeId')} choices={refereeChoices(referees)} none={ADMIN_TEXT.noRefereeOption} />
            </LabeledControl>
            <LabeledControl
              htmlFor="game-date"
              error={errorOf('scheduledDate')}
              label={F.dateTime}
              required
              hint={ADMIN_TEXT.timeZoneNote(timezoneLabel(league.timezone))}
            >
              <Input id="game-date" type="datetime-local" {...register('scheduledDate')} />
            </LabeledControl>
          </div>
        </FormSection>

        <FormSection title={ADMIN_TEXT.gameSettingsSection}>
          <div className="grid gap-4 sm:grid-cols-2">
            <LabeledControl htmlFor="game-format" error={errorOf('gameFormat')} label={F.gameFormat}>
              <ChoiceSelect id="game-format" field={formatField} choices={FORMAT_CHOICES} />
            </LabeledControl>
            <NumberField id="game-period" label={F.periodDuration} error={errorOf('periodDuration')} limit={LIMITS.periodDuration} field={register('periodDuration')} />
            <LabeledControl htmlFor="game-timeouts" error={errorOf('timeoutsPerPeriod')} label={F.timeoutsPerPeriod}>
              <ChoiceSelect id="game-timeouts" field={register('timeoutsPerPeriod')} choices={countChoices(LIMITS.gameFormTimeouts.min, LIMITS.gameFormTimeouts.max)} />
            </LabeledControl>
            <LabeledControl htmlFor="game-timeout-type" error={errorOf('timeoutType')} label={F.timeoutType}>
              <ChoiceSelect id="game-timeout-type" field={register('timeoutType')} choices={TIMEOUT_TYPE_CHOICES} />
            </LabeledControl>
            <LabeledControl htmlFor="game-blitzes" error={errorOf('blitzesPerPeriod')} label={F.blitzesPerPeriod}>
              <ChoiceSelect
                id="game-blitzes"
                field={register('blitzesPerPeriod')}
                choices={countChoices(LIMITS.gameFormBlitzes.min, LIMITS.gameFormBlitzes.max, (n) => (n === 0 ? `0 (${ADMIN_TEXT.blitzesDisabled})` : String(n)))}
              />
            </LabeledControl>
            <NumberField id="game-timeout-duration" label={F.timeoutDuration} error={errorOf('timeoutDuration')} limit={LIMITS.timeoutDuration} field={register('timeoutDuration')} />
            <NumberField id="game-halftime" label={F.halftimeDuration} error={errorOf('halftimeDuration')} limit={LIMITS.halftimeDuration} field={register('halftimeDuration')} />
            <div className="sm:col-span-2">
              <CheckboxField control={control} name="autoTimeouts" id="game-auto-timeouts" label={F.autoTimeouts} hint={ADMIN_TEXT.autoTimeoutsHint} />
            </div>
          </div>
        </FormSection>

        <FormDialogFooter cancel={ADMIN_TEXT.cancel} onCancel={onClose} submit={ADMIN_TEXT.createGame} pending={create.isPending} pendingLabel={ADMIN_TEXT.creating} />
      </form>
    </TitledDialog>
  );
}
