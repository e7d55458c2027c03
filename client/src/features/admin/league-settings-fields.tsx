import type { UseFormReturn } from 'react-hook-form';
import { FORMAT_PRESETS, LIMITS, TIMEZONES, type GameFormat } from '@common/constants';
import { CREW_LIMITS } from '@common/crews/crew';
import { Input } from '@client/components/ui/input';
import { TIEBREAKERS } from '@common/standings/rank';
import { LabeledControl } from '@client/components/ui/labeled-control';
import { fieldError } from '@client/lib/form-errors';
import { CheckboxField, ChoiceSelect, FORMAT_CHOICES, NumberField, TIMEOUT_TYPE_CHOICES } from './form-parts';
import type { LeagueValues } from './league-form';
import { ADMIN_TEXT } from './texts';

const S = ADMIN_TEXT.settingsFields;
const TIEBREAKER_CHOICES = TIEBREAKERS.map((step) => ({ value: step, label: ADMIN_TEXT.tiebreakerNames[step] }));

// The league's default game settings and time zone (spec 5 League form and League Settings), shared
// by League Settings, Create League and Edit League.
export function LeagueSettingsFields<Request>({ form, idPrefix }: { form: UseFormReturn<LeagueValues, unknown, Request>; idPrefix: string }) {
  const { register, control, setValue } = form;
  const id = (name: string) => `${idPrefix}-${name}`;
  const errorOf = (name: keyof LeagueValues) => fieldError(form.formState.errors, name);
  const tiebreakersError = errorOf('tiebreakers');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <LabeledControl htmlFor={id('format')} error={errorOf('defaultGameFormat')} label={S.gameFormat}>
        <ChoiceSelect
          id={id('format')}
          field={register('defaultGameFormat', {
            // Spec 5: quarters -> 4 x 15 minutes; halves -> 2 x 25 minutes.
            onChange: (event: { target: { value: string } }) => {
              const preset = FORMAT_PRESETS[event.target.value as GameFormat];
              if (preset) setValue('defaultPeriodDuration', String(preset.periodDuration), { shouldDirty: true });
            },
          })}
          choices={FORMAT_CHOICES}
        />
      </LabeledControl>
      <NumberField id={id('period')} label={S.periodDuration} error={errorOf('defaultPeriodDuration')} limit={LIMITS.periodDuration} field={register('defaultPeriodDuration')} />
      <NumberField id={id('timeouts')} label={S.timeoutsPerPeriod} error={errorOf('defaultTimeoutsPerPeriod')} limit={LIMITS.leagueTimeouts} field={register('defaultTimeoutsPerPeriod')} />
      <LabeledControl htmlFor={id('timeout-type')} error={errorOf('timeoutType')} label={S.timeoutType}>
        <ChoiceSelect id={id('timeout-type')} field={register('timeoutType')} choices={TIMEOUT_TYPE_CHOICES} />
      </LabeledControl>
      <NumberField id={id('blitzes')} label={S.blitzesPerPeriod} error={errorOf('defaultBlitzesPerPeriod')} hint={`0 = ${ADMIN_TEXT.blitzesDisabled}`} limit={LIMITS.leagueBlitzes} field={register('defaultBlitzesPerPeriod')} />
      <LabeledControl htmlFor={id('timezone')} error={errorOf('timezone')} label={S.timezone}>
        <ChoiceSelect id={id('timezone')} field={register('timezone')} choices={TIMEZONES.map((zone) => ({ value: zone.value, label: `${zone.label} (${zone.value})` }))} />
      </LabeledControl>
      <NumberField id={id('timeout-duration')} label={S.timeoutDuration} error={errorOf('timeoutDuration')} limit={LIMITS.timeoutDuration} field={register('timeoutDuration')} />
      <NumberField id={id('halftime')} label={S.halftimeDuration} error={errorOf('halftimeDuration')} limit={LIMITS.halftimeDuration} field={register('halftimeDuration')} />
      <div className="sm:col-span-2">
        <CheckboxField control={control} name="autoTimeouts" id={id('auto-timeouts')} label={S.autoTimeouts} hint={ADMIN_TEXT.autoTimeoutsHint} />
      </div>
      <fieldset className="grid gap-4 border-t pt-4 sm:col-span-2 sm:grid-cols-2">
        <legend className="float-left text-sm font-semibold sm:col-span-2">{S.standingsHeading}</legend>
        <p className="text-xs text-muted-foreground sm:col-span-2">{S.standingsHint}</p>
        {TIEBREAKERS.map((_, index) => (
          <LabeledControl key={index} htmlFor={id(`tiebreaker-${index}`)} label={S.tiebreaker(index + 1)}>
            <ChoiceSelect
              id={id(`tiebreaker-${index}`)}
              field={register(`tiebreakers.${index}`)}
              choices={TIEBREAKER_CHOICES}
              none={S.noTiebreaker}
              aria-describedby={tiebreakersError ? id('tiebreakers-error') : undefined}
              aria-invalid={tiebreakersError ? true : undefined}
            />
          </LabeledControl>
        ))}
        {tiebreakersError ? (
          <p id={id('tiebreakers-error')} className="text-xs font-medium text-destructive sm:col-span-2">
            {tiebreakersError}
          </p>
        ) : null}
        <NumberField id={id('pd-cap')} label={S.pointDifferentialCap} error={errorOf('pointDifferentialCap')} hint={S.pointDifferentialCapHint} limit={{ min: 1, max: 100 }} field={register('pointDifferentialCap')} />
      </fieldset>
    </div>
  );
}

// Issue 48: the referees' loop (League Settings only: Create and Edit League leave the defaults).
export function LeagueRefereesFields<Request>({ form, idPrefix }: { form: UseFormReturn<LeagueValues, unknown, Request>; idPrefix: string }) {
  const { register, control } = form;
  const id = (name: string) => `${idPrefix}-${name}`;
  const errorOf = (name: keyof LeagueValues) => fieldError(form.formState.errors, name);
  return (
    <fieldset className="grid gap-4 border-t pt-4 sm:grid-cols-2">
      <legend className="float-left text-sm font-semibold sm:col-span-2">{S.refereesHeading}</legend>
      <p className="text-xs text-muted-foreground sm:col-span-2">{S.refereesHint}</p>
      <div className="sm:col-span-2">
        <CheckboxField control={control} name="selfAssign" id={id('self-assign')} label={S.selfAssign} hint={S.selfAssignHint} />
      </div>
      <NumberField id={id('max-games')} label={S.maxGamesPerDay} error={errorOf('maxGamesPerDay')} limit={CREW_LIMITS.maxGamesPerDay} field={register('maxGamesPerDay')} />
      <NumberField id={id('rest')} label={S.restMinutes} error={errorOf('restMinutes')} hint={S.restMinutesHint} limit={CREW_LIMITS.restMinutes} field={register('restMinutes')} />
      <NumberField id={id('auto-decline')} label={S.autoDeclineHours} error={errorOf('autoDeclineHours')} hint={S.autoDeclineHoursHint} limit={CREW_LIMITS.autoDeclineHours} field={register('autoDeclineHours')} />
      <LabeledControl htmlFor={id('currency')} error={errorOf('currency')} label={S.currency} hint={S.currencyHint}>
        <Input id={id('currency')} maxLength={3} autoCapitalize="characters" autoComplete="off" spellCheck={false} className="uppercase" {...register('currency')} />
      </LabeledControl>
    </fieldset>
  );
}
